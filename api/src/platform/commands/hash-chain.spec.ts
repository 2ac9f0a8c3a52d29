import { describe, expect, it } from '@jest/globals';
import { ChainSigner } from './chain-signer.js';
import { genesisHash, linkEvent, linkEventOffThread, verifyChain, type ChainableEvent } from './hash-chain.js';

const signer = new ChainSigner('a-test-chain-key-of-at-least-32-characters');
const stream = 'auction-7f3c';

function chainOf(count: number) {
  const events: Array<ChainableEvent & { revision: number }> = [];
  let prev = genesisHash(stream);
  for (let revision = 0; revision < count; revision++) {
    const event: ChainableEvent = {
      type: 'BidPlaced',
      data: { amount: 1000 + revision, bidder: 'ص' },
      metadata: { eventId: `e${revision}`, schemaVersion: 1 },
    };
    const chain = linkEvent(signer, stream, revision, prev, event);
    events.push({ ...event, metadata: { ...event.metadata, chain }, revision });
    prev = chain.hash;
  }
  return events;
}

describe('hash chain', () => {
  it('verifies an untouched chain, head signature included', () => {
    const verdict = verifyChain(signer, stream, chainOf(5));
    expect(verdict).toMatchObject({ chained: true, valid: true, brokenAt: null, headSignatureValid: true });
  });

  it('hashes the canonical form, so key order does not matter', () => {
    const [first] = chainOf(1);
    const reordered = {
      ...first!,
      data: { bidder: 'ص', amount: 1000 },
      metadata: { schemaVersion: 1, eventId: 'e0', chain: first!.metadata.chain },
    };
    expect(verifyChain(signer, stream, [reordered]).valid).toBe(true);
  });

  it('reports the revision of an altered event', () => {
    const events = chainOf(5);
    events[2] = { ...events[2]!, data: { ...events[2]!.data, amount: 1 } };
    expect(verifyChain(signer, stream, events)).toMatchObject({ valid: false, brokenAt: 2 });
  });

  it('still reports the rewritten revision when every later hash is recomputed without the key', () => {
    const events = chainOf(5);
    const forger = new ChainSigner('the-forger-does-not-have-the-real-chain-key');
    events[2] = { ...events[2]!, data: { ...events[2]!.data, amount: 1 } };
    let prev = (events[1]!.metadata.chain as { hash: string }).hash;
    for (let r = 2; r < 5; r++) {
      const { chain: _c, ...metadata } = events[r]!.metadata;
      const chain = linkEvent(forger, stream, r, prev, { ...events[r]!, metadata });
      events[r] = { ...events[r]!, metadata: { ...metadata, chain } };
      prev = chain.hash;
    }
    const verdict = verifyChain(signer, stream, events);
    expect(verdict).toMatchObject({ valid: false, brokenAt: 2 });
    expect(verdict.reason).toMatch(/signature/);
  });

  it('detects an event removed from the middle, and a chain moved to another stream', () => {
    const events = chainOf(4);
    const gap = [events[0]!, ...events.slice(2).map((e, i) => ({ ...e, revision: i + 1 }))];
    expect(verifyChain(signer, stream, gap)).toMatchObject({ valid: false, brokenAt: 1 });
    expect(verifyChain(signer, 'auction-other', chainOf(2))).toMatchObject({ valid: false, brokenAt: 0 });
  });

  it('gives auditors a public key that verifies but cannot sign', () => {
    expect(signer.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect(signer.verify('x', signer.sign('x'))).toBe(true);
    expect(signer.verify('y', signer.sign('x'))).toBe(false);
  });

  it('links the same off the event loop: hash at once, the same signature once signed', async () => {
    const event: ChainableEvent = { type: 'BidPlaced', data: { amount: 100 }, metadata: { eventId: 'e1' } };
    const prev = genesisHash('auction-1');
    const { link, signed } = linkEventOffThread(signer, 'auction-1', 0, prev, event);
    expect(link.hash).toBe(linkEvent(signer, 'auction-1', 0, prev, event).hash);
    await signed;
    expect(link).toEqual(linkEvent(signer, 'auction-1', 0, prev, event));
  });
});
