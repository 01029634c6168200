// The bundler replaces process.env.NODE_ENV at build time (DefinePlugin); the host has no Node types.
declare const process: { env: { NODE_ENV?: string } };

declare module '*.css';
