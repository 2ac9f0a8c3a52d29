/**
 * What replicas send each other about a lot they do not own, as JSON over Redis pub/sub: a command template
 * (the command without its time, stamped by the owner when its turn comes) and the owner's answer. Positions
 * hold bigints and times are Dates, so answers are encoded by hand; a DomainError crosses as its fields and is
 * rebuilt, so the HTTP answer is the same whichever replica the request reached.
 */
import { formatPosition, parsePosition } from '../../platform/event-store/event-store.port.js';
import { DomainError, type DomainErrorKind, type FieldProblem } from '../../platform/errors/domain-errors.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { AuctionEvent } from '../domain/auction.events.js';
import type { AcceptedBid, AuctionState } from '../domain/auction.state.js';
import type { AuctionCommandTemplate } from '../domain/auction.commands.js';
import type { AuctionRun } from './batched-appender.js';

/** One command on one lot, everything needed to run it anywhere. */
export interface LotCommand {
  auctionId: string;
  actorId: string | null;
  /** The asking request's correlation id: the events keep it whichever replica writes them. */
  correlationId: string;
  template: AuctionCommandTemplate;
}

export interface ForwardRequest {
  id: string;
  /** The asking replica: its reply channel. */
  from: string;
  /** How long after receiving it the owner may still start it; later, the asker has given up. */
  startWithinMs: number;
  command: LotCommand;
}

type EncodedEvent = Omit<StoredEvent<AuctionEvent>, 'position' | 'recordedAt'> & {
  position: string;
  recordedAt: string;
};
export interface EncodedRun {
  /** Without its ladder of standing bids: the asker only answers from it, and the ladder grows with the lot. */
  state: AuctionState;
  bids: AcceptedBid[];
  events: EncodedEvent[];
  revision: number;
}
export type EncodedError =
  | { domain: { kind: DomainErrorKind; code: string; message: string; messageAr: string; details: FieldProblem[] } }
  | { message: string };

export type ForwardReply = { id: string; by: string } & (
  | { result: EncodedRun }
  | { error: EncodedError }
  /** The asked replica does not serve this lot (any more): nothing ran, the asker looks again. */
  | { notOwner: true }
);

/**
 * A run carries only the lot's latest bids and the bidder's own (auction.bid-history.ts) and its state goes
 * without the ladder, so a reply stays the same size however long the lot's history grows.
 */
export function encodeRun(run: AuctionRun): EncodedRun {
  return {
    state: run.state.status === 'none' ? run.state : { ...run.state, ladder: null },
    bids: run.bids,
    revision: run.revision,
    events: run.events.map((e) => ({
      ...e,
      position: formatPosition(e.position),
      recordedAt: e.recordedAt.toISOString(),
    })),
  };
}

export function decodeRun(run: EncodedRun): AuctionRun {
  return {
    state: run.state,
    bids: run.bids,
    revision: run.revision,
    // Spreading a union member keeps its type and data together; TypeScript cannot see that through the map.
    events: run.events.map(
      (e) =>
        ({
          ...e,
          position: parsePosition(e.position),
          recordedAt: new Date(e.recordedAt),
        }) as AuctionRun['events'][number],
    ),
  };
}

export function encodeError(error: unknown): EncodedError {
  if (error instanceof DomainError) {
    const { kind, code, message, messageAr, details } = error;
    return { domain: { kind, code, message, messageAr, details } };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

export function decodeError(error: EncodedError): Error {
  if ('domain' in error) {
    const { kind, code, message, messageAr, details } = error.domain;
    return new DomainError(kind, code, message, messageAr, details);
  }
  return new Error(`The replica serving this lot failed: ${error.message}`);
}

/** Answered when the replica serving a lot cannot be reached and the lot cannot be taken over yet. */
export const lotOwnerUnavailable = () =>
  new DomainError(
    'concurrency',
    'lot_owner_unavailable',
    'The server handling this auction did not answer in time. Please try again in a moment.',
    'لم يستجب الخادم المسؤول عن هذا المزاد في الوقت المحدد. يرجى المحاولة مرة أخرى بعد قليل.',
  );
