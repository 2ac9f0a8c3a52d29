import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../platform/tokens.js';
import type { AppConfig } from '../platform/config/app-config.js';
import { PaymentGateway, SandboxPaymentGateway, webhookSecret } from './payment-gateway.js';

/** The payment port for every context that takes money (workshops, orders): the sandbox provider here, since
 * no real provider is reachable. */
@Module({
  providers: [
    {
      provide: PaymentGateway,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SandboxPaymentGateway(webhookSecret(process.env, config.sessionSecret)),
    },
  ],
  exports: [PaymentGateway],
})
export class PaymentsModule {}
