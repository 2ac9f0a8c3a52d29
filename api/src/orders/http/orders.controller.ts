/**
 * Buying (`/api/orders`, `/api/offers`): buy now (Idempotency-Key honoured), offers and their answers, checkout
 * answering the payment hand-off, a bank transfer confirmed by the seller; the buyer's and the seller's lists;
 * the provider's signed webhook and the sandbox's hosted page (`/api/orders/payments/...`).
 */
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../platform/auth/guards/auth.decorators.js';
import type { AccountAccess } from '../../platform/auth/accounts.port.js';
import { notFound } from '../../platform/errors/domain-errors.js';
import { SandboxWebhookRoute, sandboxCheckoutPage, WebhookHeaders, WebhookProvider } from '../../payments/index.js';
import { WebhookRawBody, WebhookRoute, WebhookSignature } from '../../payments/index.js';
import type { PaymentProvider } from '../../payments/index.js';
import { SaleInvoicing } from '../../invoicing/index.js';
import { idempotencyKey } from '../../platform/http/idempotency-key.js';
import { OrderCommands } from '../application/order-commands.js';
import { OrderQueries } from '../application/order-queries.js';
import { BuyNowDto, CheckoutDto, ConfirmTransferDto, CounterOfferDto, MakeOfferDto } from './orders.dto.js';
import { OrderWebhookDto } from './orders.dto.js';

const OUTCOMES = ['succeed', 'fail', 'abandon'] as const;

@ApiTags('orders')
@Controller('api')
export class OrdersController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly queries: OrderQueries,
    private readonly invoicing: SaleInvoicing,
  ) {}

  @Post('orders')
  @HttpCode(201)
  buyNow(@Body() body: BuyNowDto, @CurrentUser() user: AccountAccess, @Headers('idempotency-key') key?: string) {
    return this.commands.buyNow(user, body.artworkId, idempotencyKey(key));
  }

  @Get('orders/mine')
  myOrders(@CurrentUser() user: AccountAccess) {
    return this.queries.buyerOrders(user);
  }

  @Get('orders/:id')
  order(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.queries.visible(id, user);
  }

  /** The order's tax invoice as a bilingual PDF (its buyer, its sellers, staff). */
  @Get('orders/:id/invoice.pdf')
  async invoicePdf(@Param('id') id: string, @CurrentUser() user: AccountAccess, @Res() res: Response) {
    const order = await this.queries.visible(id, user);
    await this.invoicing.sendPdf(id, res, order.auction?.auctionId ?? null);
  }

  /** An auction win's invoice for the shipping paid at checkout, as a bilingual PDF (its buyer, its sellers, staff). */
  @Get('orders/:id/shipping-invoice.pdf')
  async shippingInvoicePdf(@Param('id') id: string, @CurrentUser() user: AccountAccess, @Res() res: Response) {
    const order = await this.queries.visible(id, user);
    if (!order.auction) throw notFound('Invoice', 'الفاتورة');
    await this.invoicing.sendPdf(id, res);
  }

  @Post('orders/:id/checkout')
  @HttpCode(200)
  checkout(@Param('id') id: string, @Body() body: CheckoutDto, @CurrentUser() user: AccountAccess) {
    const { address, paymentMethod, buyerName, buyerVatNumber } = body;
    return this.commands.checkout(user, id, {
      address: {
        ...address,
        district: address.district ?? '',
        postalCode: address.postalCode ?? '',
        additionalNumber: address.additionalNumber ?? '',
        shortAddress: address.shortAddress ?? '',
        line2: address.line2 ?? '',
      },
      paymentMethod,
      buyerName,
      buyerVatNumber: buyerVatNumber ?? null,
    });
  }

  @Post('orders/:id/confirm-transfer')
  @HttpCode(200)
  confirmTransfer(@Param('id') id: string, @Body() body: ConfirmTransferDto, @CurrentUser() user: AccountAccess) {
    return this.commands.confirmTransfer(user, id, body.bankReference);
  }

  @Post('offers')
  @HttpCode(201)
  makeOffer(@Body() body: MakeOfferDto, @CurrentUser() user: AccountAccess, @Headers('idempotency-key') key?: string) {
    return this.commands.makeOffer(user, body, idempotencyKey(key));
  }

  @Get('offers/mine')
  myOffers(@CurrentUser() user: AccountAccess) {
    return this.queries.buyerOffers(user);
  }

  @Post('offers/:id/accept')
  @HttpCode(200)
  accept(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.commands.accept(user, id);
  }

  @Post('offers/:id/counter')
  @HttpCode(200)
  counter(@Param('id') id: string, @Body() body: CounterOfferDto, @CurrentUser() user: AccountAccess) {
    return this.commands.answer(user, id, 'counter', body);
  }

  @Post('offers/:id/decline')
  @HttpCode(200)
  decline(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.commands.answer(user, id, 'decline');
  }

  @Post('offers/:id/withdraw')
  @HttpCode(200)
  withdraw(@Param('id') id: string, @CurrentUser() user: AccountAccess) {
    return this.commands.answer(user, id, 'withdraw');
  }

  @Get('seller/orders')
  sellerOrders(@CurrentUser() user: AccountAccess) {
    return this.queries.sellerOrders(user);
  }

  @Get('seller/offers')
  sellerOffers(@CurrentUser() user: AccountAccess) {
    return this.queries.sellerOffers(user);
  }

  @SandboxWebhookRoute('orders/payments/webhooks/:provider')
  webhook(
    @WebhookProvider() provider: PaymentProvider,
    @Body() body: OrderWebhookDto,
    @WebhookSignature() signature: string,
  ) {
    return this.commands.webhook({ ...body, provider }, signature);
  }

  /** A live provider's webhook as it sends it (Stripe's, PayPal's), verified over the raw body by its adapter. */
  @WebhookRoute('orders/payments/webhooks/:provider/live')
  liveWebhook(
    @WebhookProvider() provider: PaymentProvider,
    @WebhookRawBody() rawBody: string,
    @WebhookHeaders() headers: Record<string, string | undefined>,
  ) {
    return this.commands.liveWebhook(provider, rawBody, headers);
  }

  @Get('orders/payments/sandbox/:reference')
  async sandbox(@Param('reference') reference: string, @Res() res: Response) {
    const doc = await this.queries.byReference(reference);
    if (!doc?.checkout || doc.checkout.paymentMethod === 'bank_transfer') throw notFound('Payment', 'الدفعة');
    const { paymentMethod, total, paymentReference } = doc.checkout;
    res.type('html').send(
      sandboxCheckoutPage({
        provider: paymentMethod,
        amount: total,
        currency: doc.currency,
        reference: paymentReference,
        actionBase: `/api/orders/payments/sandbox/${encodeURIComponent(paymentReference)}`,
      }),
    );
  }

  @Post('orders/payments/sandbox/:reference/:outcome')
  async outcome(@Param('reference') reference: string, @Param('outcome') outcome: string, @Res() res: Response) {
    if (!(OUTCOMES as readonly string[]).includes(outcome)) throw notFound('Outcome', 'النتيجة');
    const doc = await this.commands.sandboxOutcome(reference, outcome as (typeof OUTCOMES)[number]);
    res.redirect(303, `/dashboard?tab=orders&order=${encodeURIComponent(doc.id)}&payment=${outcome}`);
  }
}
