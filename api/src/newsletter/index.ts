/**
 * The newsletter context's public surface: what the composition roots (contexts.ts, demo/, cli/) may import.
 * Everything else in this folder is internal (the dependency rule in api/.dependency-cruiser.cjs).
 */
export { newsletterContext } from './newsletter.context.js';
export { NewsletterModule } from './newsletter.module.js';
export { seedNewsletterDemo } from './demo/newsletter.demo.js';
export { NewsletterPersonalData } from './newsletter.personal-data.js';
