/**
 * Carriers' signed tracking webhooks: HMAC-SHA256 of the body (as sent, compact JSON) with the shipping webhook
 * secret, hex in `X-Carrier-Signature`. The real carriers' adapters (carrier-reports.ts) are authenticated instead
 * by a key in their webhook URL: the hex HMAC-SHA256 of the carrier's name with the same secret.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/tokens.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { configuredOrDerivedSecret, hmacSha256, verifyHexSignature } from '../../platform/http/hmac-signatures.js';

export interface CarrierDelivery {
  deliveryId: string;
  trackingNumber: string;
  status: string;
  at: string;
  place: string;
  description: string;
}

export function shippingWebhookSecret(env: NodeJS.ProcessEnv, sessionSecret: string): string {
  return configuredOrDerivedSecret(env.SHIPPING_WEBHOOK_SECRET, sessionSecret, 'shipping-webhooks');
}

@Injectable()
export class CarrierWebhooks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = shippingWebhookSecret(process.env, config.sessionSecret);
  }

  sign(body: string): string {
    return hmacSha256(this.secret, body, 'hex');
  }

  verify(body: string, signature: string): boolean {
    return verifyHexSignature(this.secret, body, signature);
  }

  /** The `?key=` of a real carrier's webhook URL, given to the carrier when the webhook is registered. */
  carrierKey(carrier: string): string {
    return this.sign(`carrier:${carrier}`);
  }

  verifyKey(carrier: string, key: string): boolean {
    return this.verify(`carrier:${carrier}`, key);
  }
}
