/**
 * Carriers' signed tracking webhooks: HMAC-SHA256 of the body (as sent, compact JSON) with the shipping webhook
 * secret, hex in `X-Carrier-Signature`. The real carriers' adapters (carrier-reports.ts) are authenticated instead
 * by a key in their webhook URL: the hex HMAC-SHA256 of the carrier's name with the same secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';

export interface CarrierDelivery {
  deliveryId: string;
  trackingNumber: string;
  status: string;
  at: string;
  place: string;
  description: string;
}

export function shippingWebhookSecret(env: NodeJS.ProcessEnv, sessionSecret: string): string {
  return env.SHIPPING_WEBHOOK_SECRET || createHmac('sha256', sessionSecret).update('shipping-webhooks').digest('hex');
}

@Injectable()
export class CarrierWebhooks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = shippingWebhookSecret(process.env, config.sessionSecret);
  }

  sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('hex');
  }

  verify(body: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(body), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The `?key=` of a real carrier's webhook URL, given to the carrier when the webhook is registered. */
  carrierKey(carrier: string): string {
    return this.sign(`carrier:${carrier}`);
  }

  verifyKey(carrier: string, key: string): boolean {
    return this.verify(`carrier:${carrier}`, key);
  }
}
