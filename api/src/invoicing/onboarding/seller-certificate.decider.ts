import type { Decider, DomainEvent } from '../../platform/commands/decider.js';
import { eventTypesOf } from '../../platform/commands/event-catalog.js';

/** One certificate a seller signs invoices with, as recorded: the private key only sealed (see SigningKeySealer). */
export interface SellerCertificateRecord {
  sellerId: string;
  certificatePem: string;
  /** Serial number, upper-case hex, as X509Certificate reports it. */
  serialNumber: string;
  issuer: string;
  subject: string;
  validFrom: string;
  validTo: string;
  /** Self-signed by the installation: never valid for the tax authority. */
  sandbox: boolean;
  /** The CSR that real onboarding sends to the authority, PEM. */
  csrPem: string;
  /** PKCS#8 private key, AES-256-GCM under a key derived from PII_MASTER_KEY: `v1.<iv>.<ciphertext+tag>`. */
  sealedPrivateKey: string;
  issuedAt: string;
  /**
   * The VAT number the certificate was issued for (its subject's organisation identifier). Absent on certificates
   * recorded before it was kept: those are taken to match, as nothing else can be known of them.
   */
  vatNumber?: string;
}

export type SellerCertificateIssued = DomainEvent<'SellerCertificateIssued', SellerCertificateRecord>;
export type SellerCertificateEvent = SellerCertificateIssued;
export const SELLER_CERTIFICATE_EVENT_TYPES = eventTypesOf<SellerCertificateEvent>()(['SellerCertificateIssued']);

export type SellerCertificateCommand = { type: 'IssueSellerCertificate'; certificate: SellerCertificateRecord };
export type SellerCertificateState = { current: SellerCertificateRecord | null };

/**
 * Whether a recorded certificate can still sign at `at`: not expired. Its start is not checked: it is set a
 * minute before issuance, and a worker whose clock lags further must not issue a second certificate.
 */
/**
 * Whether a certificate signs at `at` for a seller now registered under `vatNumber`: unexpired, and issued for that
 * VAT number (a seller whose number changed, the platform's included when an admin changes it in the settings,
 * needs a new certificate: the authority checks the invoice's seller against the certificate's).
 */
export function usableAt(
  record: SellerCertificateRecord | null,
  at: Date,
  vatNumber?: string,
): record is SellerCertificateRecord {
  return (
    record !== null &&
    at.getTime() < Date.parse(record.validTo) &&
    (vatNumber === undefined || record.vatNumber === undefined || record.vatNumber === vatNumber)
  );
}

/**
 * Stream `sellerCertificate-<sellerId>`: the certificates a seller has signed with, the newest current. The
 * key and certificate are made outside (they are random); the decider only keeps one per seller: a second
 * issuance while the current one is usable is a no-op, so concurrent first uses end with one certificate and
 * every caller reads the one that won.
 */
export const sellerCertificateDecider: Decider<
  SellerCertificateState,
  SellerCertificateCommand,
  SellerCertificateEvent
> = {
  category: 'sellerCertificate',
  initialState: () => ({ current: null }),
  evolve: (_state, event) => ({ current: event.data }),
  decide(command, state) {
    const { issuedAt, vatNumber } = command.certificate;
    if (usableAt(state.current, new Date(issuedAt), vatNumber)) return [];
    return [{ type: 'SellerCertificateIssued', data: command.certificate }];
  },
};
