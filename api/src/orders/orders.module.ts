import { Module } from '@nestjs/common';
import { ArtworksModule } from '../artworks/index.js';
import { AuctionsModule } from '../auctions/index.js';
import { AuctionWins } from './application/auction-wins.js';
import { KycModule } from '../kyc/index.js';
import { IdentityModule } from '../identity/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { OrderInvoicing } from './application/order-invoicing.js';
import { OrderShipping } from './application/order-shipping.js';
import { ShippingModule } from '../shipping/index.js';
import { PaymentsModule } from '../payments/index.js';
import { WorkshopsModule } from '../workshops/index.js';
import { PaymentsLedger } from './application/payments-ledger.js';
import { OrderQueries } from './application/order-queries.js';
import { OrderCommands } from './application/order-commands.js';
import { CommissionSales } from './application/commission-sales.js';
import { OrdersController } from './http/orders.controller.js';
import { AdminOrdersController } from './http/admin-orders.controller.js';
import { OrdersJobs } from './orders.jobs.js';
import { SellerPayments } from './application/seller-payments.js';
import { OrderPayouts } from './application/order-payouts.js';
import { SellerPaymentsController } from './http/seller-payments.controller.js';
import { OrderDisputes } from './application/order-disputes.js';
import { DisputePhotos } from './application/dispute-photos.js';
import { FileStorageModule } from '../platform/file-storage/file-storage.module.js';
import { OrderDisputesController } from './http/order-disputes.controller.js';
import { OrderStcPayCheckout } from './application/order-stcpay-checkout.js';
import { OrderStcPayController } from './http/order-stcpay.controller.js';

/** The orders context's HTTP, commands and sweep; its events and read model are declared in orders.context.ts.
 * Works are reserved through the artworks context, tiers asked of KYC, payments made through the payment port,
 * a paid order's shipping order opened through the shipping context, whose delivery schedules the payout, sent
 * once due by the payout port to the bank account in the seller's payment settings; mails go
 * to the addresses and languages the identity context keeps. */
@Module({
  imports: [
    ArtworksModule,
    AuctionsModule,
    IdentityModule,
    KycModule,
    PaymentsModule,
    InvoicingModule,
    ShippingModule,
    FileStorageModule,
    WorkshopsModule,
  ],
  controllers: [
    OrdersController,
    AdminOrdersController,
    SellerPaymentsController,
    OrderDisputesController,
    OrderStcPayController,
  ],
  providers: [
    OrderQueries,
    OrderCommands,
    PaymentsLedger,
    CommissionSales,
    OrderInvoicing,
    OrderShipping,
    OrderPayouts,
    SellerPayments,
    OrdersJobs,
    OrderDisputes,
    DisputePhotos,
    AuctionWins,
    OrderStcPayCheckout,
  ],
  exports: [OrderQueries, CommissionSales],
})
export class OrdersModule {}
