import type { BoundedContext } from '../platform/bounded-context.js';
import { KYC_EVENT_SPECS } from './domain/kyc.event-specs.js';
import { kycDecider } from './domain/kyc.decider.js';
import { KYC_PROJECTIONS } from './projections/kyc-cases.projection.js';

/** The KYC context: each person's hash-chained `kyc-<userId>` stream and its case read model (HTTP in kyc.module.ts). */
export const kycContext: BoundedContext = {
  name: 'kyc',
  eventSpecs: KYC_EVENT_SPECS,
  deciders: [kycDecider] as BoundedContext['deciders'],
  projections: KYC_PROJECTIONS,
};
