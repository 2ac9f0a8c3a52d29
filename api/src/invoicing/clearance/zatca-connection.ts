/**
 * The connection to the tax authority's API, opened only where workers run (the clearance processor is its
 * one user): ZATCA_API_URL when set, otherwise the embedded simulator, served on a free port and closed with
 * the module.
 */
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { INVOICING_CONFIG, type InvoicingConfig } from '../config/invoicing-config.js';
import { ZatcaApiClient } from './zatca-api.client.js';
import { serveZatcaSimulator, ZatcaSimulator } from './zatca-simulator.js';
import { ZATCA_CLIENT, type ZatcaClientHolder } from './zatca-client.provider.js';

@Injectable()
export class ZatcaConnection implements OnModuleDestroy {
  private closeSimulator: (() => Promise<void>) | null = null;

  constructor(
    @Inject(INVOICING_CONFIG) private readonly config: InvoicingConfig,
    @Inject(ZATCA_CLIENT) private readonly holder: ZatcaClientHolder,
  ) {}

  async open(): Promise<void> {
    let baseUrl = this.config.zatcaApiUrl;
    if (!baseUrl) {
      const simulator = new ZatcaSimulator({
        checker: this.config.simulatorChecker,
        timeoutDelayMs: this.config.zatcaApiTimeoutMs + 1_000,
      });
      const served = await serveZatcaSimulator(simulator);
      this.holder.simulator = simulator;
      this.closeSimulator = served.close;
      baseUrl = served.url;
    }
    this.holder.current = new ZatcaApiClient({ baseUrl, timeoutMs: this.config.zatcaApiTimeoutMs });
  }

  async onModuleDestroy(): Promise<void> {
    await this.closeSimulator?.();
  }
}
