// 'react-dom' for the browser builds: preact/compat serves React DOM's API too (ADR 003). Re-exported from the
// shared 'react' rather than shared under a key of its own, so every bundle on the page uses the same copy.
export * from 'react';
export { default } from 'react';
