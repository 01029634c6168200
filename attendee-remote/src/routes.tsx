import { Route, Routes } from 'react-router-dom';

export default function AttendeeRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="*" element={<h1>Page not found</h1>} />
    </Routes>
  );
}
