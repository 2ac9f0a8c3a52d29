import type { ZatcaApiClient } from './zatca-api.client.js';
import type { ZatcaSimulator } from './zatca-simulator.js';

/** The authority client, set when the module starts (the embedded simulator gets its port then). */
export const ZATCA_CLIENT = Symbol('ZATCA_CLIENT');

export interface ZatcaClientHolder {
  current: ZatcaApiClient | null;
  /** The embedded simulator when no ZATCA_API_URL is set (tests read what it received). */
  simulator: ZatcaSimulator | null;
}
