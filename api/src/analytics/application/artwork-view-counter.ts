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
 *
 * What it costs: a viewer seen by two replicas on one day counts once per replica, and a restart forgets the day's
 * hashes (a viewer may count again); counts not yet flushed when a process dies are lost. All three err by a few
 * views, never by naming anyone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
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
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly runner: CommandRunner) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  /** The one call the catalogue's artwork read makes: counts the read unless its reader owns the work. */
  recordRead(artwork: ViewedArtwork, request: Request, now = new Date()): void {
    const userId = request.account?.userId ?? null;
    if (userId && userId === artwork.createdBy) return;
    const viewer = userId ?? `${request.ip ?? ''}|${request.headers['user-agent'] ?? ''}`;
    this.record(artwork.id, viewer, now);
  }

  record(artworkId: string, viewerKey: string, now = new Date()): void {
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
  }

  /** Appends what was counted since the last flush (tests and shutdown call it directly). */
  async flush(now = new Date()): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    for (const [key, count] of batch) {
      const [artworkId, day] = key.split('|') as [string, string];
      try {
        await this.runner.run(
          artworkViewsDecider,
          artworkId,
          { type: 'CountViews', artworkId, day, count, at: now.toISOString() },
          commandContext(null, now),
        );
      } catch (error) {
        // Kept for the next flush rather than lost on a passing database error.
        this.pending.set(key, (this.pending.get(key) ?? 0) + count);
        throw error;
      }
    }
  }
}
