/**
 * Hash chains for streams of money and bids. Each event's metadata carries `chain`:
 *   prev — the previous event's hash (the first event links to sha256("genesis:" + streamName)),
 *   hash — sha256(prev + RFC 8785 canonical JSON of { type, data, metadata without chain }), as stored
 *          (before upcasting and with personal data still encrypted, so forgetting a person keeps chains valid),
 *   sig  — an Ed25519 signature of `streamName \n revision \n hash` by the chain key (CHAIN_SIGNING_KEY),
 *          which never enters the database: rewriting an event and recomputing every later hash still
 *          breaks the signature at the rewritten revision.
 */
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { ChainSigner } from './chain-signer.js';

export interface ChainLink {
  prev: string;
  hash: string;
  sig: string;
}

export interface ChainableEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

export function genesisHash(streamName: string): string {
  return sha256Hex(`genesis:${streamName}`);
}

export function eventHash(prev: string, event: ChainableEvent): string {
  const { chain: _chain, ...metadata } = event.metadata;
  const canonical = (canonicalize as unknown as (v: unknown) => string)({
    type: event.type,
    data: event.data,
    metadata,
  });
  return sha256Hex(prev + canonical);
}

export function linkEvent(
  signer: ChainSigner,
  streamName: string,
  revision: number,
  prev: string,
  event: ChainableEvent,
): ChainLink {
  const hash = eventHash(prev, event);
  return { prev, hash, sig: signer.sign(signedText(streamName, revision, hash)) };
}

/**
 * As `linkEvent`, with the signature made off the event loop: the hash is known at once (the next event links
 * to it) and `link.sig` is filled in when `signed` resolves, so a hot stream signs a whole batch in parallel.
 */
export function linkEventOffThread(
  signer: ChainSigner,
  streamName: string,
  revision: number,
  prev: string,
  event: ChainableEvent,
): { link: ChainLink; signed: Promise<void> } {
  const hash = eventHash(prev, event);
  const link: ChainLink = { prev, hash, sig: '' };
  const signed = signer.signOffThread(signedText(streamName, revision, hash)).then((sig) => {
    link.sig = sig;
  });
  return { link, signed };
}

export interface ChainVerdict {
  chained: boolean;
  valid: boolean;
  /** First revision at which the chain is broken, or null. */
  brokenAt: number | null;
  reason: string | null;
  reasonAr: string | null;
  /** The newest event's signature verifies with the chain key. */
  headSignatureValid: boolean | null;
  headHash: string | null;
}

/** A stream written before chaining (or an empty one): nothing to verify, nothing broken. */
const UNCHAINED: ChainVerdict = {
  chained: false,
  valid: true,
  brokenAt: null,
  reason: null,
  reasonAr: null,
  headSignatureValid: null,
  headHash: null,
};

export function verifyChain(
  signer: Pick<ChainSigner, 'verify'>,
  streamName: string,
  events: Array<ChainableEvent & { revision: number }>,
): ChainVerdict {
  let prev = genesisHash(streamName);
  let headSignatureValid: boolean | null = null;
  const broken = (revision: number, reason: string, reasonAr: string): ChainVerdict => ({
    chained: true,
    valid: false,
    brokenAt: revision,
    reason,
    reasonAr,
    headSignatureValid: false,
    headHash: null,
  });
  if (events.length === 0) return UNCHAINED;
  for (const event of events) {
    const link = event.metadata.chain as ChainLink | undefined;
    if (!link || typeof link.hash !== 'string') {
      if (event.revision === 0) return UNCHAINED;
      return broken(event.revision, 'The chain fields are missing.', 'حقول السلسلة مفقودة.');
    }
    if (link.prev !== prev)
      return broken(
        event.revision,
        'The link to the previous event does not match.',
        'الرابط إلى الحدث السابق غير مطابق.',
      );
    if (eventHash(prev, event) !== link.hash)
      return broken(
        event.revision,
        'The event was altered: its hash does not match its content.',
        'تم تعديل الحدث: البصمة لا تطابق المحتوى.',
      );
    const signatureOk = signer.verify(signedText(streamName, event.revision, link.hash), link.sig);
    if (!signatureOk)
      return broken(
        event.revision,
        'The signature does not verify: the hash was recomputed without the chain key.',
        'التوقيع غير صالح: أعيد حساب البصمة دون مفتاح السلسلة.',
      );
    headSignatureValid = signatureOk;
    prev = link.hash;
  }
  return {
    chained: true,
    valid: true,
    brokenAt: null,
    reason: null,
    reasonAr: null,
    headSignatureValid,
    headHash: prev,
  };
}

function signedText(streamName: string, revision: number, hash: string): string {
  return `${streamName}\n${revision}\n${hash}`;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
