import { createPrivateKey, createPublicKey, createHash, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Ed25519 signer for chain heads. The private key is derived from CHAIN_SIGNING_KEY (any secret of 32+
 * characters, hashed to a 32-byte seed), so it never enters the database; auditors verify with the public
 * key (`publicKeyPem`) without being able to sign.
 */
export class ChainSigner {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(secret: string) {
    const seed = createHash('sha256').update(`chain-signing-key:${secret}`).digest();
    // PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410).
    const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
    this.privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    this.publicKey = createPublicKey(this.privateKey);
  }

  sign(text: string): string {
    return sign(null, Buffer.from(text, 'utf8'), this.privateKey).toString('base64');
  }

  verify(text: string, signature: string): boolean {
    try {
      return verify(null, Buffer.from(text, 'utf8'), this.publicKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  }

  get publicKeyPem(): string {
    return this.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }
}
