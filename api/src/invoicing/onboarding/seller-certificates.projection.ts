/**
 * The `sellerCertificates` read model: each seller's current signing certificate for the back-office
 * (`sandboxCertificate: true` for a self-signed one). The sealed private key and the CSR stay in the event
 * log only: a read model is served to screens and never holds key material, sealed or not.
 */
import type { Projection, StreamTracked } from '../../platform/projections/projection.js';
import { alreadyApplied, tracked } from '../../platform/projections/projection.js';
import { SELLER_CERTIFICATE_EVENT_TYPES, type SellerCertificateEvent } from './seller-certificate.decider.js';

export const SELLER_CERTIFICATES = 'sellerCertificates';

export interface SellerCertificateDoc extends StreamTracked {
  id: string;
  serialNumber: string;
  issuer: string;
  subject: string;
  validFrom: string;
  validTo: string;
  sandboxCertificate: boolean;
  certificatePem: string;
  issuedAt: string;
  [key: string]: unknown;
}

export const sellerCertificatesProjection: Projection<SellerCertificateEvent> = {
  name: 'sellerCertificates',
  version: 1,
  eventTypes: SELLER_CERTIFICATE_EVENT_TYPES,
  collections: { [SELLER_CERTIFICATES]: {} },
  async apply(event, ctx) {
    const certificates = ctx.collection<SellerCertificateDoc>(SELLER_CERTIFICATES);
    if (alreadyApplied(await certificates.get(event.data.sellerId), event)) return;
    const { sellerId, serialNumber, issuer, subject, validFrom, validTo, sandbox, certificatePem, issuedAt } =
      event.data;
    await certificates.upsert({
      id: sellerId,
      serialNumber,
      issuer,
      subject,
      validFrom,
      validTo,
      sandboxCertificate: sandbox,
      certificatePem,
      issuedAt,
      ...tracked(event),
    });
  },
};
