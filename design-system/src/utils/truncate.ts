/**
 * Cuts text to at most `length` characters and adds '...' (spec: excerpts of 150 and 200).
 * Counts code points so an emoji is never split in half.
 */
export function truncate(text: string | null | undefined, length: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, Math.max(0, length)).join('').trimEnd()}...`;
}
