// Vite's ?raw imports: the early-input script's test reads the script as the browser gets it.
declare module '*.js?raw' {
  const text: string;
  export default text;
}
