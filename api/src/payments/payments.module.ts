import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../platform/tokens.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { PaymentGateway, SandboxPaymentGateway, webhookSecret } from './payment-gateway.js';
import { PayoutTransfers, SandboxPayoutTransfers } from './payout-transfers.js';

/** The payment port for every context that takes money (workshops, orders), and the payout port for the money
 * sent to sellers: sandboxes here, since no real provider or bank is reachable. */
@Module({
  providers: [
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SandboxPaymentGateway(webhookSecret(process.env, config.sessionSecret)),
    },
    { provide: PayoutTransfers, useClass: SandboxPayoutTransfers },
  ],
  exports: [PaymentGateway, PayoutTransfers],
})
export class PaymentsModule {}
