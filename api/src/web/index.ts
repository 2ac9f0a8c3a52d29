/**
 * The web context's public surface: what the composition roots (app.module.ts) may import. Everything else in
 * this folder is internal (the dependency rule in api/.dependency-cruiser.cjs checks it).
 */
export { WebModule } from './web.module.js';
