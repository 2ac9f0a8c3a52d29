/**
 * Payments: the providers' signed webhooks (`POST /api/payments/webhooks/{provider}`, verified, idempotent by
 * the provider's reference) and the sandbox's hosted checkout, where the payer chooses succeed, fail or abandon.
 */
import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { notFound } from '../../platform/errors/domain-errors.js';
import { PaymentOutcomes } from '../application/payment-outcomes.service.js';
import { WorkshopQueries } from '../application/workshop-queries.js';
import { WebhookDto } from './workshops.dto.js';
import { SandboxWebhookRoute, sandboxCheckoutPage, WebhookHeaders, WebhookProvider } from '../../payments/index.js';
import { WebhookRawBody, WebhookRoute, WebhookSignature } from '../../payments/index.js';
import type { PaymentProvider } from '../../payments/index.js';

const OUTCOMES = ['succeed', 'fail', 'abandon'] as const;

@ApiTags('payments')
@Controller('api/payments')
export class PaymentsController {
  constructor(
    private readonly commands: PaymentOutcomes,
    private readonly queries: WorkshopQueries,
  ) {}

  @SandboxWebhookRoute('webhooks/:provider')
  webhook(
    @WebhookProvider() provider: PaymentProvider,
    @Body() body: WebhookDto,
    @WebhookSignature() signature: string,
  ) {
    return this.commands.webhook({ ...body, provider }, signature);
  }

  /** A live provider's webhook as it sends it (Stripe's, PayPal's), verified over the raw body by its adapter. */
  @WebhookRoute('webhooks/:provider/live')
  liveWebhook(
    @WebhookProvider() provider: PaymentProvider,
    @WebhookRawBody() rawBody: string,
    @WebhookHeaders() headers: Record<string, string | undefined>,
  ) {
    return this.commands.liveWebhook(provider, rawBody, headers);
  }

  @Get('sandbox/:reference')
  async checkout(@Param('reference') reference: string, @Res() res: Response) {
    const doc = await this.queries.registrationByReference(reference);
    if (!doc || doc.paymentMethod === 'bank_transfer') throw notFound('Payment', 'الدفعة');
    res.type('html').send(
      sandboxCheckoutPage({
        provider: doc.paymentMethod,
        amount: doc.amountDue,
        currency: doc.currency,
        reference: doc.paymentReference,
        actionBase: `/api/payments/sandbox/${encodeURIComponent(doc.paymentReference)}`,
      }),
    );
  }

  @Post('sandbox/:reference/:outcome')
  async outcome(@Param('reference') reference: string, @Param('outcome') outcome: string, @Res() res: Response) {
    if (!(OUTCOMES as readonly string[]).includes(outcome)) throw notFound('Outcome', 'النتيجة');
    const doc = await this.commands.sandboxOutcome(reference, outcome as (typeof OUTCOMES)[number]);
    res.redirect(303, `/workshops?registration=${encodeURIComponent(doc.id)}&payment=${outcome}`);
  }
}
