/**
 * The readable part of a page address: 'Café Zoë — upstairs' → 'cafe-zoe-upstairs'. Letters lose their accents,
 * anything else but a-z and 0-9 becomes one hyphen, and the result is cut to `maxLength` without a hyphen at
 * either end. '' when nothing is left (a name in a script without Latin letters): callers choose the fallback.
 */
export function slugify(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
