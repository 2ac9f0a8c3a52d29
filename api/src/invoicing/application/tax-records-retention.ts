/**
 * Ends the retention of tax records: the yearly key that encrypts invoices' buyer data and signed XML
 * (`taxRecords-<year>`, see domain/invoice.event-specs.ts) is destroyed once that year's retention period is over,
 * which leaves those invoices' buyer identity unreadable for good. Runs at start and once a day.
 */
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import type { Log } from '../../platform/logging/logger.js';
import { LOG } from '../../platform/tokens.js';
import { retentionEnded, TAX_RECORDS_KEY_PREFIX } from '../domain/invoice.event-specs.js';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class TaxRecordsRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly vault: PersonalDataVault,
    @Inject(LOG) private readonly log: Log,
  ) {}

  onApplicationBootstrap(): void {
    const run = () =>
      void this.destroyExpired().catch((error: Error) =>
        this.log('error', 'tax records retention failed', { error: error.message }),
      );
    run();
    this.timer = setInterval(run, DAY_MS).unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Destroys the keys of the years whose retention ended; answers their names. */
  async destroyExpired(now = new Date()): Promise<string[]> {
    const expired = (await this.vault.heldKeys(TAX_RECORDS_KEY_PREFIX)).filter((id) =>
      retentionEnded(Number(id.slice(TAX_RECORDS_KEY_PREFIX.length)), now),
    );
    for (const id of expired) {
      await this.vault.forget(id, now);
      this.log('info', 'tax records retention ended: key destroyed', { key: id });
    }
    return expired;
  }
}
