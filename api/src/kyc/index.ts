/**
 * The KYC context's public surface: what other contexts and the composition roots (contexts.ts, demo/, cli/)
 * may import. Everything else in this folder is internal (the dependency rule in api/.dependency-cruiser.cjs).
 */
export { kycContext } from './kyc.context.js';
