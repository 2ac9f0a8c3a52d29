import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../platform/tokens.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { PaymentGateway, SandboxPaymentGateway, webhookSecret } from './payment-gateway.js';
import { PayoutTransfers, SandboxPayoutTransfers } from './payout-transfers.js';
import { LivePaymentGateway, liveAdaptersFromEnv, stcPaySimulated } from './providers/live-gateway.js';
import { StcPaySimulator } from './providers/stcpay-simulator.js';

/** The payment port for every context that takes money (workshops, orders), and the payout port for the money
 * sent to sellers: sandboxes by default, since no real provider or bank is reachable here; the providers named in
 * PAYMENT_LIVE_PROVIDERS go to their real APIs (adapters not verified here). */
@Module({
  providers: [
    // STC Pay's simulator: used only when STCPAY_API_BASE=sandbox (its sent codes readable on the sandbox's page).
    { provide: StcPaySimulator, useFactory: () => new StcPaySimulator(undefined, stcPaySimulated(process.env)) },
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG, StcPaySimulator],
      useFactory: (config: AppConfig, simulator: StcPaySimulator) => {
        const sandbox = new SandboxPaymentGateway(webhookSecret(process.env, config.sessionSecret));
        const fetchOut = (url: string, init: RequestInit) => fetch(url, init);
        const live = liveAdaptersFromEnv(process.env, config.publicUrl, fetchOut, simulator.fetch);
        return live.length === 0 ? sandbox : new LivePaymentGateway(sandbox, live);
      },
    },
    { provide: PayoutTransfers, useClass: SandboxPayoutTransfers },
  ],
  exports: [PaymentGateway, PayoutTransfers, StcPaySimulator],
})
export class PaymentsModule {}
