import type { BoundedContext } from '../platform/bounded-context.js';
import { INVOICING_EVENT_SPECS } from './domain/invoice.event-specs.js';
import { invoiceDecider } from './domain/invoice.decider.js';
import { invoiceChainDecider } from './domain/invoice-chain.decider.js';
import { SELLER_PROFILE_EVENT_TYPES, sellerProfileDecider } from './seller-profile/seller-profile.decider.js';
import { sellerProfilesProjection } from './seller-profile/seller-profile.projection.js';
import { invoicesProjection } from './projections/invoices.projection.js';
import { SELLER_CERTIFICATE_EVENT_TYPES, sellerCertificateDecider } from './onboarding/seller-certificate.decider.js';
import { sellerCertificatesProjection } from './onboarding/seller-certificates.projection.js';

/**
 * The invoicing context: invoices (with credit and debit notes), each seller's invoice chain and seller
 * profile and signing certificate (onboarding/), and the read models the invoice calls answer from. The jobs
 * (signing, clearance or reporting, the overdue sweep, invoices of sold auction lots, PDFs) and their reactors are wired in invoicing.module.ts.
 */
export const invoicingContext: BoundedContext = {
  name: 'invoicing',
  eventSpecs: [
    ...INVOICING_EVENT_SPECS,
    ...[...SELLER_PROFILE_EVENT_TYPES, ...SELLER_CERTIFICATE_EVENT_TYPES].map((type) => ({ type, schemaVersion: 1 })),
  ],
  deciders: [invoiceDecider, invoiceChainDecider, sellerProfileDecider, sellerCertificateDecider],
  projections: [sellerProfilesProjection, sellerCertificatesProjection],
  runtimeProjections: [(runtime) => invoicesProjection(runtime.vault)],
};
