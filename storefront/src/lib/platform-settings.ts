/**
 * The platform settings the storefront reads (GET /api/settings/public): the VAT number and registration in the
 * footer, the support contact, the provider fees checkout charges. One query, shared by the features that show them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './http';

export interface PublicSettings {
  platformName: string;
  platformNameAr: string;
  vatNumber: string;
  commercialRegistration: string;
  supportEmail: string;
  supportPhone: string;
  /** By checkout's payment method: percent of the amount plus a fixed part in SAR. */
  paymentFees: Array<{ method: string; percent: number; fixedSar: number }>;
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['/api/settings/public'],
  queryFn: ({ signal }) => getJson<PublicSettings>('/api/settings/public', { signal }),
});

/** The settings, or undefined while they load (or when they cannot be read). */
export const usePublicSettings = () => useQuery(publicSettingsQuery).data;
