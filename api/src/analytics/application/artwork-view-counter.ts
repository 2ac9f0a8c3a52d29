/**
 * Counting artwork page views without storing who viewed.
 *
 * Why a buffered counter flushed as events rather than an event per view: a page read is not a business fact
 * worth a stream revision each (a popular work would write on every read and contend on one stream), and an event
 * per view would need something per viewer to de-duplicate against. Instead each process keeps, for the current
 * Riyadh day only, a set of salted hashes: SHA-256(daily salt + viewer key + artwork). The salt is random, made when
 * the day starts, held in memory and never written anywhere, so a hash cannot be linked back to a viewer, and both
 * set and salt are dropped when the day changes. Every few seconds the counts gathered since the last flush are
 * appended as `ArtworkViewsCounted { artworkId, day, count }` on the `artworkViews-<artworkId>` stream, which the
 * analytics projection adds to the buckets (so views are rebuildable from the log like every other figure).
 * Beside the count, the flush appends `ArtworkAudienceCounted`: the same viewers by the city and interface language
 * their profile states (read from this context's own refs; "unknown" for a visitor not signed in), counts only.
 *
 * What it costs: a viewer seen by two replicas on one day counts once per replica, and a restart forgets the day's
 * hashes (a viewer may count again); counts not yet flushed when a process dies are lost. All three err by a few
 * views, never by naming anyone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { ANALYTICS_REFS } from '../projections/buckets.js';
import type { PersonRef } from '../projections/refs.js';
import { audienceKeys } from '../projections/audience-analytics.js';
import type { Request } from 'express';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { riyadhDay } from '../domain/riyadh-days.js';
import { artworkViewsDecider } from '../domain/artwork-views.decider.js';

/** The owners of the artwork read: their own reads are not views. */
export interface ViewedArtwork {
  id: string;
  createdBy: string;
  artistId?: string | null;
  galleryId?: string | null;
}

const FLUSH_EVERY_MS = 5_000;

@Injectable()
export class ArtworkViewCounter implements OnModuleInit, OnModuleDestroy {
  private day = '';
  private salt = Buffer.alloc(0);
  private seen = new Set<string>();
  /** `artworkId|day` → views not yet appended. */
  private pending = new Map<string, number>();
  /** `artworkId|day` → `city:…`/`lang:…` → viewers not yet appended. */
  private audience = new Map<string, Map<string, number>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly runner: CommandRunner,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  /** The one call the catalogue's artwork read makes: counts the read unless its reader owns the work. */
  async recordRead(artwork: ViewedArtwork, request: Request, now = new Date()): Promise<void> {
    const userId = request.account?.userId ?? null;
    if (userId && userId === artwork.createdBy) return;
    const viewer = userId ?? `${request.ip ?? ''}|${request.headers['user-agent'] ?? ''}`;
    const person = userId
      ? ((await this.reads
          .collection<PersonRef>(ANALYTICS_REFS)
          .get(`person:${userId}`)
          .catch(() => null)) as PersonRef | null)
      : null;
    this.record(artwork.id, viewer, now, audienceKeys(person));
  }

  record(artworkId: string, viewerKey: string, now = new Date(), audience = audienceKeys(null)): void {
    const day = riyadhDay(now);
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
      this.seen = new Set();
    }
    const hash = createHash('sha256')
      .update(this.salt)
      .update(viewerKey)
      .update('\n')
      .update(artworkId)
      .digest('base64');
    if (this.seen.has(hash)) return;
    this.seen.add(hash);
    const key = `${artworkId}|${day}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    const counts = this.audience.get(key) ?? new Map<string, number>();
    for (const name of audience) counts.set(name, (counts.get(name) ?? 0) + 1);
    this.audience.set(key, counts);
  }

  /** Appends what was counted since the last flush (tests and shutdown call it directly). */
  async flush(now = new Date()): Promise<void> {
    const batch = this.pending;
    const audiences = this.audience;
    this.pending = new Map();
    this.audience = new Map();
    for (const [key, count] of batch) {
      const [artworkId, day] = key.split('|') as [string, string];
      const audience = audiences.get(key) ?? new Map<string, number>();
      try {
        await this.runner.run(
          artworkViewsDecider,
          artworkId,
          { type: 'CountViews', artworkId, day, count, audience: Object.fromEntries(audience), at: now.toISOString() },
          commandContext(null, now),
        );
      } catch (error) {
        // Kept for the next flush rather than lost on a passing database error.
        this.pending.set(key, (this.pending.get(key) ?? 0) + count);
        const kept = this.audience.get(key) ?? new Map<string, number>();
        for (const [name, n] of audience) kept.set(name, (kept.get(name) ?? 0) + n);
        this.audience.set(key, kept);
        throw error;
      }
    }
  }
}
