/**
 * Finishes erasures: once `UserForgotten` is in the log, the person's key is deleted and the clean-up outside the
 * log (captured mail, the identity provider's account: platform/commands/erasure-hooks.ts) runs. A crash between
 * these steps, or a hook that fails, leaves the clean-up in the outbox; this loop takes it up again at start and
 * every minute until it is done. An outbox entry whose erasure never made it into the log (the process stopped
 * before the append) is dropped after ten minutes.
 */
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { streamName } from '../../platform/commands/decider.js';
import { ErasureHooks } from '../../platform/commands/erasure-hooks.js';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { LOG } from '../../platform/tokens.js';
import type { Log } from '../../platform/logging/logger.js';
import { userDecider } from '../domain/user.decider.js';

const RETRY_MS = 60_000;
const ABANDONED_AFTER_MS = 10 * 60_000;

@Injectable()
export class ErasureCompletion implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly runner: CommandRunner,
    private readonly vault: PersonalDataVault,
    private readonly hooks: ErasureHooks,
    @Inject(LOG) private readonly log: Log,
  ) {}

  onApplicationBootstrap(): void {
    void this.resume().catch((error: Error) => this.log('error', 'erasure clean-up failed', { error: error.message }));
    this.timer = setInterval(() => void this.resume().catch(() => undefined), RETRY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The key goes (idempotent), then the hooks run; true when nothing is left to do. */
  async finish(userId: string, at: Date): Promise<boolean> {
    await this.vault.forget(userId, at);
    const done = await this.hooks.complete(userId);
    if (!done) this.log('error', 'erasure clean-up incomplete, will retry', { userId });
    return done;
  }

  /** Takes up every clean-up left behind; answers how many are still not done. */
  async resume(now = new Date()): Promise<number> {
    let left = 0;
    for (const entry of await this.hooks.pending()) {
      const { state } = await this.runner.load(userDecider, streamName(userDecider.category, entry.id));
      if (state.status === 'forgotten') {
        if (!(await this.finish(entry.id, now))) left += 1;
      } else if (now.getTime() - Date.parse(entry.scheduledAt) > ABANDONED_AFTER_MS) {
        await this.hooks.cancel(entry.id);
      } else left += 1;
    }
    return left;
  }
}
