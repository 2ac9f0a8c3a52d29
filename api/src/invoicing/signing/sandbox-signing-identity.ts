/**
 * The platform's development signing identity: the tax authority SDK's published test key and certificate.
 * It stands in for every seller until onboarding (CSR, certificate from the authority) exists. Invoices
 * signed with it are sandbox invoices and are never valid for the authority. The paths are fixed here, not
 * read from the environment: a production deployment must not pick up a sandbox key by configuration.
 * Key material is read into memory only; no message here or in callers includes it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrivateKey } from 'node:crypto';
import type { InvoiceSigner } from '../zatca/xades-signature.js';
import { loadSigningCertificate } from '../zatca/signing-certificate.js';

const CERTIFICATES = join(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/zatca/reference/Certificates');

export const SANDBOX_SIGNING_IDENTITY = {
  certificatePath: join(CERTIFICATES, 'cert.wrapped.pem'),
  privateKeyPath: join(CERTIFICATES, 'ec-secp256k1-priv-key.wrapped.pem'),
} as const;

let cached: InvoiceSigner | null = null;

/** The key and certificate an invoice of `sellerId` is signed with: for now the sandbox identity for all. */
export function signerFor(_sellerId: string): InvoiceSigner {
  cached ??= loadSandboxSigner();
  return cached;
}

function loadSandboxSigner(): InvoiceSigner {
  const { certificatePath, privateKeyPath } = SANDBOX_SIGNING_IDENTITY;
  let certificatePem: string;
  let keyPem: string;
  try {
    certificatePem = readFileSync(certificatePath, 'utf8');
    keyPem = readFileSync(privateKeyPath, 'utf8');
  } catch {
    throw new Error(`sandbox signing identity not found (expected ${certificatePath} and its key next to it)`);
  }
  try {
    return { certificate: loadSigningCertificate(certificatePem), privateKey: createPrivateKey(keyPem) };
  } catch {
    // The parser's message could quote the key; say only which identity is unusable.
    throw new Error('sandbox signing identity is unreadable (certificate or key is not valid PEM)');
  }
}
