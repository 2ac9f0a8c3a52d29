/**
 * The providers' webhook routes, declared alike wherever money is taken (workshops, orders): public (the provider
 * signs instead of signing in), answered 200 so the provider stops retrying, the `:provider` segment piped to a known
 * provider (any other: 404), and the live route handed the raw body its adapter verifies the signature over.
 */
import { applyDecorators, createParamDecorator, Headers, HttpCode, Param, Post } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { Public } from '../platform/auth/guards/auth.decorators.js';
import { ApiPaymentProvider, PaymentProviderPipe } from './payment-provider.pipe.js';

const SIGNATURE_HEADER = 'x-payment-signature';

/** A live provider's webhook route at `path` (which holds `:provider`); its adapter checks the signature headers. */
export const WebhookRoute = (path: string) =>
  applyDecorators(Post(path), ApiPaymentProvider(), Public(), HttpCode(200));

/** The sandbox's webhook route at `path`, signed in one header (`x-payment-signature`), which the document names. */
export const SandboxWebhookRoute = (path: string) =>
  applyDecorators(WebhookRoute(path), ApiHeader({ name: SIGNATURE_HEADER, required: true }));

/** The `:provider` segment, as one of the payment providers. */
export const WebhookProvider = () => Param('provider', PaymentProviderPipe);

/** The sandbox's signature header; empty when absent, so verification refuses it. */
export const WebhookSignature = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>().headers[SIGNATURE_HEADER] ?? '',
);

/** The request body as the provider sent it (kept only for webhook routes: `keepProviderWebhookBody`). */
export const WebhookRawBody = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<{ rawBody?: string }>().rawBody ?? '',
);

/** Every header, for the live adapters' signature schemes (Stripe's, PayPal's). */
export const WebhookHeaders = () => Headers();
