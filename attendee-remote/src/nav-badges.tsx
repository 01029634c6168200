export function NewsBadge() {
  return null;
}
