/**
 * What the platform settings are until an admin first changes them: the installation's environment where it
 * already set a value (KYC_BID_CEILING, REGISTRATION_HOLD_MINUTES), else the values the product ships with.
 */
import type { AppConfig } from '../../platform/config/app-config.js';
import type { PlatformSettings } from '../domain/settings.events.js';
import { shippedSettings } from '../domain/shipped-settings.js';

export function platformDefaults(
  config: Pick<AppConfig, 'kycBidCeiling'>,
  env: Record<string, string | undefined> = process.env,
): PlatformSettings {
  const hold = Math.trunc(Number(env.REGISTRATION_HOLD_MINUTES));
  return shippedSettings(config.kycBidCeiling, hold >= 1 && hold <= 1_440 ? hold : 15);
}
