// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeData, renderInAdmin } from '../kit/testing';
import { ExpiryDate } from './ExpiryDate';
import { KycList } from './KycList';

afterEach(cleanup);

const cases = [
  { id: 'p1', userId: 'p1', status: 'settled', tier: 1, tierAsked: 1, nextExpiry: '2030-05-31', expiry: 'soon' },
  { id: 'p2', userId: 'p2', status: 'settled', tier: 0, tierAsked: 0, nextExpiry: '2030-01-31', expiry: 'expired' },
  { id: 'p3', userId: 'p3', status: 'waiting', tier: 0, tierAsked: 1 },
];

describe('KYC expiry in the back-office', () => {
  it('shows a date with its badge, in English and Arabic, and a dash without a date', async () => {
    renderInAdmin(<ExpiryDate date="2030-05-31" badge="soon" />, { roles: ['moderator'] });
    expect(await screen.findByText('Expires within 30 days')).toBeTruthy();
    expect(screen.getByText('May 31, 2030')).toBeTruthy();
    cleanup();
    renderInAdmin(<ExpiryDate date="2030-05-31" badge="expired" />, { roles: ['moderator'], locale: 'ar' });
    expect(await screen.findByText('منتهية')).toBeTruthy();
    cleanup();
    renderInAdmin(<ExpiryDate date={null} />, { roles: ['moderator'] });
    expect(await screen.findByText('—')).toBeTruthy();
  });

  it('lists each case’s next expiry with its badge, sorts by it, and filters the expiring ones whatever their status', async () => {
    const asked: GetListParams[] = [];
    const dataProvider = fakeData({
      getList: async (_resource: string, params: GetListParams) => {
        asked.push(params);
        return { data: cases, total: cases.length } as never;
      },
    });
    renderInAdmin(<KycList />, { roles: ['moderator'] }, { resource: 'kyc', dataProvider });
    // A whole list's first render is slow on a loaded machine: wait for the rows, however long they take.
    expect(await screen.findByText('Expires within 30 days', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(asked[0]!.filter).toEqual({ status: 'waiting' });

    fireEvent.click(screen.getByText('Next expiry'));
    await waitFor(() => expect(asked.at(-1)!.sort).toEqual({ field: 'nextExpiry', order: 'ASC' }));

    fireEvent.click(screen.getByRole('button', { name: 'Expiring soon (30 days)' }));
    await waitFor(() => expect(asked.at(-1)!.filter).toEqual({ expiringSoon: true }));
  });

  it('names the filter in Arabic', async () => {
    renderInAdmin(<KycList />, { roles: ['moderator'], locale: 'ar' }, { resource: 'kyc' });
    expect(await screen.findByRole('button', { name: 'تنتهي قريبًا (30 يومًا)' }, { timeout: 20_000 })).toBeTruthy();
  });
});
