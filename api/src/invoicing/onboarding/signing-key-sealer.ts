/**
 * Seals a seller's signing key for the event log: AES-256-GCM under a key derived with HKDF-SHA256 from
 * PII_MASTER_KEY with its own label, so the platform keeps one master secret while the signing keys and the
 * personal-data keys never share a key. The associated data binds the sealed key to its seller and
 * certificate serial: a sealed key copied onto another seller's event does not open.
 *
 * Sealed form: `v1.<iv>.<ciphertext+tag>` (base64url), over the PKCS#8 DER of the key. Rotating PII_MASTER_KEY
 * makes sealed keys unreadable; the signing identity then issues a new certificate (sandbox) or the seller is
 * onboarded again.
 */
import { createCipheriv, createDecipheriv, createPrivateKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

const LABEL = 'gulf-art/zatca-invoice-signing-key/v1';
const SALT = 'gulf-art-marketplace';

export class SigningKeySealer {
  private readonly key: Buffer;

  constructor(masterSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(masterSecret, 'utf8'), SALT, LABEL, 32));
  }

  seal(privateKey: KeyObject, binding: { sellerId: string; serialNumber: string }): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(aad(binding));
    const der = privateKey.export({ type: 'pkcs8', format: 'der' });
    const body = Buffer.concat([cipher.update(der), cipher.final(), cipher.getAuthTag()]);
    der.fill(0);
    return ['v1', iv.toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The key, or an error that says only that the sealed key does not open (never any key material). */
  open(sealed: string, binding: { sellerId: string; serialNumber: string }): KeyObject {
    const [version, iv, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !body)
      throw new Error(`the signing key of seller ${binding.sellerId} is not in a known sealed form`);
    try {
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(binding));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      const der = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
      const key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
      der.fill(0);
      return key;
    } catch {
      throw new Error(`the signing key of seller ${binding.sellerId} does not open with this installation's secret`);
    }
  }
}

function aad({ sellerId, serialNumber }: { sellerId: string; serialNumber: string }): Buffer {
  return Buffer.from(`${LABEL}:${sellerId}:${serialNumber}`, 'utf8');
}
