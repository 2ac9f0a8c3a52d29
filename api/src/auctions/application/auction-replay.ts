/**
 * An auditor's replay of one auction: every stored event with its hash-chain verdict, the state after each
 * event (price, leader's paddle, end, status), and the outcome recomputed from the events, compared with the
 * outcome the AuctionClosed event recorded. The export is self-contained: with the public key it carries, an
 * auditor re-verifies the chain and re-folds the events without us. The one GET that reads the event store
 * besides the audit API (STYLE rule 6's exception: auditing).
 */
import { Inject, Injectable } from '@nestjs/common';
import canonicalize from 'canonicalize';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { EventCodec } from '../../platform/commands/event-codec.js';
import { ChainSigner } from '../../platform/commands/chain-signer.js';
import { verifyChain, type ChainVerdict } from '../../platform/commands/hash-chain.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import type { AuctionEvent, AuctionOutcome } from '../domain/auction.events.js';
import { evolve } from '../domain/auction.evolve.js';
import { outcomeOf } from '../domain/auction.outcome.js';
import type { AuctionState } from '../domain/auction.state.js';
import { streamName as streamNameOf } from '../../platform/commands/decider.js';

export interface ReplayStep {
  revision: number;
  type: string;
  at: string | null;
  status: string;
  /** Halalas. */
  price: number | null;
  leaderPaddle: number | null;
  endsAt: string | null;
  bidCount: number;
}

export interface AuctionReplay {
  auctionId: string;
  streamName: string;
  chain: ChainVerdict;
  publicKeyPem: string;
  events: {
    revision: number;
    eventId: string;
    type: string;
    data: unknown;
    storedData: unknown;
    metadata: unknown;
    recordedAt: string;
  }[];
  steps: ReplayStep[];
  recordedOutcome: AuctionOutcome | null;
  recomputedOutcome: AuctionOutcome | null;
  /** True when the recorded outcome equals the recomputed one (or nothing has closed yet). */
  outcomeMatches: boolean;
}

@Injectable()
export class AuctionReplays {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly codec: EventCodec,
    private readonly signer: ChainSigner,
  ) {}

  async replay(auctionId: string): Promise<AuctionReplay> {
    const streamName = streamNameOf('auction', auctionId);
    const recorded = await this.store.readStream(streamName);
    if (recorded.length === 0) throw notFound('Auction', 'المزاد');
    let state: AuctionState = { status: 'none' };
    const steps: ReplayStep[] = [];
    const events: AuctionReplay['events'] = [];
    let recordedOutcome: AuctionOutcome | null = null;
    let recomputedOutcome: AuctionOutcome | null = null;
    for (const r of recorded) {
      const decoded = await this.codec.decode<AuctionEvent>(r);
      const event: AuctionEvent = decoded;
      if (event.type === 'AuctionClosed' && state.status !== 'none') {
        const { auctionId: _a, at: _at, ...outcome } = event.data;
        recordedOutcome = outcome as AuctionOutcome;
        recomputedOutcome = outcomeOf(state);
      }
      state = evolve(state, event);
      events.push({
        revision: r.revision,
        eventId: r.eventId,
        type: r.type,
        data: decoded.data,
        storedData: r.data,
        metadata: r.metadata,
        recordedAt: String(r.recordedAt),
      });
      steps.push(stepOf(r.revision, event, state));
    }
    return {
      auctionId,
      streamName,
      chain: verifyChain(this.signer, streamName, recorded),
      publicKeyPem: this.signer.publicKeyPem,
      events,
      steps,
      recordedOutcome,
      recomputedOutcome,
      outcomeMatches: canonical(recordedOutcome) === canonical(recomputedOutcome),
    };
  }
}

/** Key order must not matter when comparing outcomes (stored JSONB reorders keys). */
const canonical = (value: unknown) => (canonicalize as unknown as (v: unknown) => string | undefined)(value);

function stepOf(revision: number, event: AuctionEvent, state: AuctionState): ReplayStep {
  const at = (event.data as { at?: string }).at ?? null;
  if (state.status === 'none')
    return {
      revision,
      type: event.type,
      at,
      status: 'none',
      price: null,
      leaderPaddle: null,
      endsAt: null,
      bidCount: 0,
    };
  return {
    revision,
    type: event.type,
    at,
    status: state.status,
    price: state.price,
    leaderPaddle: state.leaderId === null ? null : (state.paddles[state.leaderId] ?? null),
    endsAt: state.endsAt,
    bidCount: state.standing,
  };
}
