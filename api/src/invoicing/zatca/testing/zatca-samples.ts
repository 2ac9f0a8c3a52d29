import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared reference folder (the authority's SDK data and our checker); absent outside development and CI. */
export const ZATCA_DIR =
  process.env.ZATCA_SHARED_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/zatca');
export const SAMPLES_PRESENT = existsSync(join(ZATCA_DIR, 'reference/Samples'));
export const SKIP_REASON = `skipped: ZATCA reference samples not found at ${ZATCA_DIR}`;

const S = 'reference/Samples';
/** The samples shared/zatca/README.md lists as consistent: their digests and signatures are test vectors. */
export const VALID_SAMPLES = [
  `${S}/Simplified/Invoice/Simplified_Invoice.xml`,
  `${S}/Simplified/Credit/Simplified_Credit_Note.xml`,
  `${S}/Simplified/Debit/Simplified_Debit_Note.xml`,
  `${S}/Simplified/Invoice/Additional_Simplified_Invoices/Simplified_Invoice_USD.xml`,
  `${S}/Simplified/Invoice/Additional_Simplified_Invoices/Out_Of_Scope_Simplified_Invoice.xml`,
  `${S}/Standard/Credit/Standard_Credit_Note.xml`,
  `${S}/Standard/Debit/Standard_Debit_Note.xml`,
  `${S}/Standard/Invoice/Additional_Standard_Invoices/Standard_Invoice_USD.xml`,
  `${S}/Standard/Invoice/Standard_Invoice_Error.xml`,
  `${S}/Standard/Credit/Standard_Credit_Note_Error.xml`,
  `${S}/Standard/Debit/Standard_Debit_Note_Error.xml`,
  'samples-history/simplified_invoice_signed.R3.1.3.xml',
  'samples-history/Standard_Debit_Note_signed.R3.1.8.xml',
];

export function readShared(relative: string): string {
  return readFileSync(join(ZATCA_DIR, relative), 'utf8');
}

/** The SDK's published test certificate and secp256k1 key, PEM-wrapped. */
export function sdkTestSigner(): { certificatePem: string; privateKeyPem: string } {
  return {
    certificatePem: readShared('reference/Certificates/cert.wrapped.pem'),
    privateKeyPem: readShared('reference/Certificates/ec-secp256k1-priv-key.wrapped.pem'),
  };
}

/** Logs why a group of tests does not run, so a skip is never silent. */
export function announceSkip(reason: string): void {
  console.warn(reason);
}
