/**
 * Every auction command goes through here: run it in this process when this replica owns the lot (LotOwnership),
 * otherwise send it to the owner over Redis pub/sub and answer with the owner's answer. Each replica listens on
 * its own request and reply channels, so no replica needs another's address, and one process writes each lot:
 * bids on a hot lot queue in that process instead of colliding on the stream's revision and retrying.
 *
 * A command is never run twice by this path. A request that no process received (the owner has shut down) is
 * sent again after looking up the owner afresh. An owner starts a forwarded command only within half the asker's
 * timeout; an asker that heard nothing runs the command itself only after taking the lot's key, which frees up
 * only when the silent owner has stopped renewing it (otherwise it answers 409, `lot_owner_unavailable`).
 */
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Log } from '../../platform/logging/logger.js';
import type { AuctionRun } from './batched-appender.js';
import type { LotOwnership } from './lot-ownership.js';
import { decodeError, decodeRun, encodeError, encodeRun, lotOwnerUnavailable } from './lot-forwarding.messages.js';
import type { ForwardReply, ForwardRequest, LotCommand } from './lot-forwarding.messages.js';

/** Runs a command in this process; `startBy` (epoch ms) is when a forwarded one may no longer start. */
export type RunHere = (command: LotCommand, startBy?: number) => Promise<AuctionRun>;

/** `undelivered`: no process listens on the owner's channel (it has stopped), so nothing can have run there. */
type Heard = ForwardReply | 'undelivered' | 'timeout' | 'closed';

/** Looks at who owns a lot before giving up, when owners keep saying they no longer serve it. */
const MAX_LOOKS = 3;

export class LotForwarding implements OnModuleInit, OnApplicationShutdown {
  private subscriber: Redis | null = null;
  private here: RunHere | null = null;
  private readonly timeoutMs: number;
  private readonly waiting = new Map<string, (heard: Heard) => void>();
  private readonly serving = new Set<Promise<void>>();
  private readonly counts = { forwarded: 0, servedForOthers: 0, takenOver: 0 };

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    readonly ownership: LotOwnership,
    private readonly log: Log,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  /** How this process runs a command on a lot it owns (the AuctionStream registers its batched appender). */
  serve(here: RunHere): void {
    this.here = here;
  }

  async onModuleInit(): Promise<void> {
    await this.start();
  }

  /** After the HTTP server has stopped: no more requests from others, then the keys go so others take over at once. */
  async onApplicationShutdown(): Promise<void> {
    await this.close();
    await this.ownership.close();
  }

  async start(): Promise<void> {
    if (!this.redis || this.subscriber) return;
    const subscriber = this.redis.duplicate();
    subscriber.on('error', (error) => this.log('warn', 'auction forwarding: Redis problem', { error: error.message }));
    subscriber.on('message', (channel: string, text: string) => this.receive(channel, text));
    await subscriber.subscribe(this.channel('requests'), this.channel('replies'));
    this.subscriber = subscriber;
  }

  /** Stops listening, answers what it had started for others, and lets waiting askers go (409). */
  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber && subscriber.status !== 'end') {
      await subscriber.unsubscribe().catch(() => undefined);
      await subscriber.quit().catch(() => subscriber.disconnect());
    }
    for (const settle of [...this.waiting.values()]) settle('closed');
    await Promise.allSettled([...this.serving]);
  }

  stats() {
    return {
      replicaId: this.ownership.replicaId,
      distributed: this.ownership.distributed,
      ownedLots: this.ownership.ownedLots,
      ...this.counts,
    };
  }

  async run(command: LotCommand): Promise<AuctionRun> {
    const here = this.here!;
    for (let look = 1; ; look++) {
      let owner: string;
      try {
        owner = await this.ownership.ownerOf(command.auctionId);
      } catch (error) {
        // Redis cannot tell: run here; the stream's expected revision still keeps two writers apart.
        this.log('warn', 'auction lot owner unknown, running here', {
          auctionId: command.auctionId,
          error: (error as Error).message,
        });
        return here(command);
      }
      if (owner === this.ownership.replicaId) return here(command);
      if (!this.subscriber) throw lotOwnerUnavailable();
      const heard = await this.ask(owner, command);
      if (heard === 'closed') throw lotOwnerUnavailable();
      if (heard === 'timeout') return this.takeOver(command, owner);
      if (heard !== 'undelivered' && 'result' in heard) return decodeRun(heard.result);
      if (heard !== 'undelivered' && 'error' in heard) throw decodeError(heard.error);
      // The asked replica no longer serves the lot, or is gone, and ran nothing: look again.
      this.ownership.forget(command.auctionId);
      if (look >= MAX_LOOKS) throw lotOwnerUnavailable();
    }
  }

  /** The owner did not answer and the command may still reach it: run it here only once the lot's key is ours. */
  private async takeOver(command: LotCommand, silent: string): Promise<AuctionRun> {
    this.ownership.forget(command.auctionId);
    const owner = await this.ownership.claim(command.auctionId).catch(() => silent);
    if (owner !== this.ownership.replicaId) throw lotOwnerUnavailable();
    this.counts.takenOver++;
    this.log('warn', 'auction lot taken over from a replica that did not answer', {
      auctionId: command.auctionId,
      silent,
    });
    return this.here!(command);
  }

  private ask(owner: string, command: LotCommand): Promise<Heard> {
    const request: ForwardRequest = {
      id: randomUUID(),
      from: this.ownership.replicaId,
      startWithinMs: Math.floor(this.timeoutMs / 2),
      command,
    };
    return new Promise<Heard>((resolve) => {
      const settle = (heard: Heard) => {
        if (!this.waiting.has(request.id)) return;
        clearTimeout(timer);
        this.waiting.delete(request.id);
        if (typeof heard === 'object' && !('notOwner' in heard)) this.counts.forwarded++;
        resolve(heard);
      };
      const timer = setTimeout(() => settle('timeout'), this.timeoutMs);
      this.waiting.set(request.id, settle);
      // PUBLISH counts the subscribers that received it (on a single Redis server, as here; a cluster counts one node).
      this.redis!.publish(this.channel('requests', owner), JSON.stringify(request)).then(
        (received) => {
          if (received === 0) settle('undelivered');
        },
        () => undefined,
      );
    });
  }

  private receive(channel: string, text: string): void {
    let message: ForwardRequest | ForwardReply;
    try {
      message = JSON.parse(text) as ForwardRequest | ForwardReply;
    } catch {
      this.log('warn', 'auction forwarding: unreadable message', { channel });
      return;
    }
    if (channel === this.channel('replies')) {
      this.waiting.get(message.id)?.(message as ForwardReply);
      return;
    }
    const served: Promise<void> = this.answer(message as ForwardRequest).finally(() => this.serving.delete(served));
    this.serving.add(served);
  }

  private async answer({ id, from, startWithinMs, command }: ForwardRequest): Promise<void> {
    const startBy = Date.now() + startWithinMs;
    const by = this.ownership.replicaId;
    let reply: ForwardReply;
    const owner = await this.ownership.ownerOf(command.auctionId).catch(() => null);
    if (owner !== by || !this.here) {
      reply = { id, by, notOwner: true };
    } else {
      try {
        reply = { id, by, result: encodeRun(await this.here(command, startBy)) };
      } catch (error) {
        reply = { id, by, error: encodeError(error) };
      }
      this.counts.servedForOthers++;
    }
    await this.redis!.publish(this.channel('replies', from), JSON.stringify(reply)).catch((error: Error) =>
      this.log('warn', 'auction forwarding: reply not sent', { error: error.message }),
    );
  }

  private channel(kind: 'requests' | 'replies', replica = this.ownership.replicaId): string {
    return `${this.prefix}:auction-lots:${kind}:${replica}`;
  }
}
