/**
 * The messages context's public surface: what the composition roots (contexts.ts, demo/, cli/) may import.
 * Everything else in this folder is internal (the dependency rule in api/.dependency-cruiser.cjs checks it).
 */
export { messagesContext } from './messages.context.js';
export { MessagesModule } from './messages.module.js';
