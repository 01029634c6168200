// Vite's ?raw imports, used by tests that read the stylesheets as text.
declare module '*.css?raw' {
  const text: string;
  export default text;
}

// The part of Vite's import.meta.glob the tests use.
interface ImportMeta {
  glob(pattern: string): Record<string, () => Promise<unknown>>;
}
