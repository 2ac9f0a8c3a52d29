/**
 * A route's `:provider` segment read as one of the payment providers; any other names no route (404), so a webhook
 * for an unknown provider is answered as a path that does not exist. Workshops and orders share it.
 */
import type { PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { notFound } from '../platform/errors/domain-errors.js';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './payment-gateway.js';

export class PaymentProviderPipe implements PipeTransform<string, PaymentProvider> {
  transform(provider: string): PaymentProvider {
    if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) throw notFound('Payment provider', 'مزوّد الدفع');
    return provider as PaymentProvider;
  }
}

/** The `:provider` segment in the OpenAPI document (a piped parameter is not described by its type). */
export const ApiPaymentProvider = () => ApiParam({ name: 'provider', enum: PAYMENT_PROVIDERS });
