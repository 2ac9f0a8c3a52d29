import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { ShippingQueries } from './application/shipping-queries.js';
import { ShippingCommands } from './application/shipping-commands.js';
import { CarrierWebhooks } from './application/carrier-webhooks.js';
import { ShippingController } from './http/shipping.controller.js';

/** The shipping context's HTTP and commands; its events and read models are declared in shipping.context.ts.
 * Other contexts import this module for `ShippingCommands` (the orders context opens a shipping order on payment). */
@Module({
  imports: [IdentityModule],
  controllers: [ShippingController],
  providers: [ShippingQueries, ShippingCommands, CarrierWebhooks],
  exports: [ShippingQueries, ShippingCommands, CarrierWebhooks],
})
export class ShippingModule {}
