import type { UserRecord } from '../types';

/** How a user is named on screen: first and last name, or the e-mail when both are gone (forgotten users). */
export const fullName = (record: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>): string =>
  `${record.firstName ?? ''} ${record.lastName ?? ''}`.trim() || record.email || '—';
