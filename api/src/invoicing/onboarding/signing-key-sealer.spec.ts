import { describe, expect, it } from '@jest/globals';
import { generateSigningKeyPair } from './zatca-csr.js';
import { SigningKeySealer } from './signing-key-sealer.js';

const SECRET = 'test-personal-data-master-key-0123456789';
const binding = { sellerId: 'seller-1', serialNumber: '0A1B' };

describe('the signing key sealed at rest', () => {
  const { privateKey } = generateSigningKeyPair();
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });
  const sealed = new SigningKeySealer(SECRET).seal(privateKey, binding);

  it('holds neither the PEM nor the DER of the key', () => {
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(sealed).not.toContain(pem.split('\n')[1]!.slice(0, 24));
    expect(Buffer.from(sealed.split('.')[2]!, 'base64url').includes(der.subarray(-32))).toBe(false);
  });

  it('opens with the same secret to the same key', () => {
    const opened = new SigningKeySealer(SECRET).open(sealed, binding);
    expect(opened.export({ type: 'pkcs8', format: 'pem' })).toBe(pem);
  });

  it('does not open with another secret, and says so without key material', () => {
    const open = () => new SigningKeySealer('another-master-secret-0123456789abcdef').open(sealed, binding);
    expect(open).toThrow("the signing key of seller seller-1 does not open with this installation's secret");
  });

  it('does not open for another seller or certificate (the sealed key is bound to both)', () => {
    const sealer = new SigningKeySealer(SECRET);
    expect(() => sealer.open(sealed, { ...binding, sellerId: 'seller-2' })).toThrow('does not open');
    expect(() => sealer.open(sealed, { ...binding, serialNumber: '0A1C' })).toThrow('does not open');
  });

  it('refuses a tampered or unknown form', () => {
    const sealer = new SigningKeySealer(SECRET);
    const [v, iv, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] ^= 1;
    expect(() => sealer.open([v, iv, flipped.toString('base64url')].join('.'), binding)).toThrow('does not open');
    expect(() => sealer.open('v0.abc.def', binding)).toThrow('not in a known sealed form');
  });

  it('derives its key apart from the personal-data vault: the same secret with another label does not open it', () => {
    // The vault's key is SHA-256 of `pii-master:<secret>`; HKDF with our label gives a different key.
    expect(() => new SigningKeySealer(`pii-master:${SECRET}`).open(sealed, binding)).toThrow('does not open');
  });
});
