/**
 * The signing thread answers each text with the same Ed25519 signature the event loop would make (Ed25519 is
 * deterministic), many in one message, in order; a thread that died is replaced at the next call.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { SigningThread } from './signing-thread.js';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const thread = new SigningThread(privateKey);
afterAll(() => thread.close());

describe('the signing thread', () => {
  it('signs what one turn asks for together, each text with its own signature, in order', async () => {
    const texts = Array.from({ length: 50 }, (_, i) => `auction-a1\n${i}\nhash-${i}`);
    const signatures = await Promise.all(texts.map((text) => thread.sign(text)));
    signatures.forEach((signature, i) => {
      expect(signature).toBe(sign(null, Buffer.from(texts[i]!), privateKey).toString('base64'));
      expect(verify(null, Buffer.from(texts[i]!), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    });
  });

  it('starts a new thread after its thread died, failing only what was in flight', async () => {
    const other = new SigningThread(privateKey);
    await other.sign('first');
    const worker = (other as unknown as { worker: { terminate(): Promise<number> } }).worker;
    await worker.terminate();
    await new Promise((r) => setTimeout(r, 50)); // the exit event is handled
    expect(await other.sign('after')).toBe(sign(null, Buffer.from('after'), privateKey).toString('base64'));
    await other.close();
    await expect(other.sign('closed')).rejects.toThrow('closed');
  });
});
