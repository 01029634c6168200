export default function AdminApp() {
  return <h1>Admin</h1>;
}
