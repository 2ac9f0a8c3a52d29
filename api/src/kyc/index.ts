/**
 * The KYC context's public surface: what other contexts and the composition roots (contexts.ts, demo/, cli/)
 * may import. Everything else in this folder is internal (the dependency rule in api/.dependency-cruiser.cjs).
 */
export { kycContext } from './kyc.context.js';
export { KycModule } from './kyc.module.js';
export { KycQueries } from './application/kyc-queries.js';
export { KycReviews } from './application/kyc-reviews.js';
export { KYC_ACTIONS, type KycAction, type KycPermission } from './domain/kyc-tiers.js';
export type { Tier } from './domain/kyc.events.js';
export { seedKycDemo } from './demo/kyc.demo.js';
export { KycPersonalData } from './kyc.personal-data.js';
export { KycOwnerDocuments, documentExtension, type OwnKycDocument } from './application/kyc-owner-documents.js';
