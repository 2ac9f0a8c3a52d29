/**
 * What erasure must reach beyond the event log and the read models: stores that are not projections (the mail
 * capture, the development identity provider's accounts). Each registers a named hook; erasure runs them all once
 * the person's `UserForgotten` is recorded and their key deleted.
 *
 * The clean-up must survive a crash between its steps, so it goes through an outbox: before the erasure is
 * recorded, `schedule` writes the pending clean-up (who, and which hooks) to the read store's `erasure_cleanups`
 * collection, which no rebuild clears; `complete` runs the hooks still pending, crossing each off as it succeeds,
 * and deletes the entry when none is left. Whatever a crash or a failing hook leaves behind is retried by
 * `pending()` + `complete()` (the identity context's completion loop, at start and every minute) until done.
 * Every hook must be idempotent. The entry holds the e-mail and name the hooks need, only until it is done.
 */
import type { ReadStore } from '../read-store/read-store.port.js';

export const ERASURE_CLEANUPS = 'erasure_cleanups';

export interface ErasedPerson {
  userId: string;
  /** As the account knew them just before erasure (null when already unknown). */
  email: string | null;
  /** The identity provider's subject of the account. */
  subject: string | null;
  /** First and last name as the account knew them (null when unknown). */
  fullName: string | null;
}

export type ErasureHook = (person: ErasedPerson) => Promise<void>;

export interface ErasureCleanup extends ErasedPerson {
  id: string;
  scheduledAt: string;
  /** Hooks not yet run to the end. */
  pending: string[];
  attempts: number;
  lastError: string | null;
  [key: string]: unknown;
}

export class ErasureHooks {
  private readonly hooks = new Map<string, ErasureHook>();

  constructor(private readonly store: ReadStore) {}

  async init(): Promise<void> {
    await this.store.ensureCollection(ERASURE_CLEANUPS);
  }

  private get cleanups() {
    return this.store.collection<ErasureCleanup>(ERASURE_CLEANUPS);
  }

  register(name: string, hook: ErasureHook): void {
    this.hooks.set(name, hook);
  }

  /** Records the clean-up to do before the erasure itself is recorded. */
  async schedule(person: ErasedPerson, at: Date): Promise<void> {
    const existing = await this.cleanups.get(person.userId);
    const pending = [...new Set([...(existing?.pending ?? []), ...this.hooks.keys()])];
    await this.cleanups.upsert({
      id: person.userId,
      ...person,
      email: person.email ?? existing?.email ?? null,
      subject: person.subject ?? existing?.subject ?? null,
      fullName: person.fullName ?? existing?.fullName ?? null,
      scheduledAt: existing?.scheduledAt ?? at.toISOString(),
      pending,
      attempts: existing?.attempts ?? 0,
      lastError: existing?.lastError ?? null,
    });
  }

  /** The erasure was refused: nothing to clean up. */
  async cancel(userId: string): Promise<void> {
    await this.cleanups.delete(userId);
  }

  /** Clean-ups not finished yet (a crash, a failing hook), oldest first. */
  async pending(): Promise<ErasureCleanup[]> {
    return this.cleanups.find({ sort: [{ field: 'scheduledAt', direction: 'asc' }], limit: 100 });
  }

  /**
   * Runs the hooks still pending for this person that this process has (the development identity provider's
   * lives in the web process only); true when the clean-up is done. A failure is recorded and left for the retry.
   */
  async complete(userId: string): Promise<boolean> {
    const entry = await this.cleanups.get(userId);
    if (!entry) return true;
    const left = [...entry.pending];
    let lastError: string | null = null;
    for (const name of entry.pending) {
      const hook = this.hooks.get(name);
      if (!hook) continue;
      try {
        await hook(entry);
        left.splice(left.indexOf(name), 1);
      } catch (error) {
        lastError = `${name}: ${(error as Error).message}`;
      }
    }
    if (left.length === 0) {
      await this.cleanups.delete(userId);
      return true;
    }
    await this.cleanups.upsert({ ...entry, pending: left, attempts: entry.attempts + 1, lastError });
    return false;
  }
}
