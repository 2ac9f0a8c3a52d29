import { createPrivateKey, createPublicKey, createHash, sign, verify, type KeyObject } from 'node:crypto';
import { SigningThread } from './signing-thread.js';

/**
 * Ed25519 signer for chain heads. The private key is derived from CHAIN_SIGNING_KEY (any secret of 32+
 * characters, hashed to a 32-byte seed), so it never enters the database; auditors verify with the public
 * key (`publicKeyPem`) without being able to sign.
 */
export class ChainSigner {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private readonly thread: SigningThread;

  constructor(secret: string) {
    const seed = createHash('sha256').update(`chain-signing-key:${secret}`).digest();
    // PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410).
    const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
    this.privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    this.publicKey = createPublicKey(this.privateKey);
    this.thread = new SigningThread(this.privateKey);
  }

  sign(text: string): string {
    return sign(null, Buffer.from(text, 'utf8'), this.privateKey).toString('base64');
  }

  /** The same signature, made on the signing thread with the others asked for in this turn (see SigningThread). */
  signOffThread(text: string): Promise<string> {
    return this.thread.sign(text);
  }

  /** Stops the signing thread (it would not keep the process alive, but tests and shutdown tidy up). */
  close(): Promise<void> {
    return this.thread.close();
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
