// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeData, renderInAdmin } from '../kit/testing';
import { SettingsPage } from './SettingsPage';

afterEach(cleanup);

const record = {
  id: 'platform',
  stream: 'settings-platform',
  revision: 0,
  values: {
    platformName: 'Gulf Art Marketplace',
    platformNameAr: 'سوق الخليج للفنون',
    vatNumber: '300000000000003',
    commercialRegistration: '1010000000',
    buyersPremiumTiers: [
      { upTo: 100000, percent: 25 },
      { upTo: null, percent: 20 },
    ],
    softCloseMinutes: 2,
    bidsPerMinutePerBidder: 120,
    kycBidCeiling: 50000,
    workshopSeatHoldMinutes: 15,
    paymentFees: [{ method: 'stcpay', percent: 1.5, fixedSar: 1 }],
    supportEmail: 'support@gulfart.example',
    supportPhone: '+966 11 000 0000',
  },
  history: [
    {
      revision: 0,
      at: '2026-11-26T08:00:00.000Z',
      actorId: 'admin-1',
      reason: 'Board decision 12',
      changed: ['kycBidCeiling'],
      previous: { kycBidCeiling: 20000 },
      next: { kycBidCeiling: 50000 },
    },
  ],
};

const data = (update = vi.fn(async () => ({ data: record }))) => ({
  update,
  provider: fakeData({ getOne: (async () => ({ data: record })) as never, update: update as never }),
});

describe('the Settings tab', () => {
  it('an admin changes a value with a reason; the form sends the revision it read', async () => {
    const { update, provider } = data();
    renderInAdmin(<SettingsPage />, { roles: ['admin'] }, { dataProvider: provider });
    const ceiling = await screen.findByLabelText(/Highest bid without full KYC/);
    fireEvent.change(ceiling, { target: { value: '75000' } });
    fireEvent.change(screen.getByLabelText(/Reason for this change/), { target: { value: 'Board decision 13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, params] = update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('settings');
    expect(params.data).toMatchObject({
      reason: 'Board decision 13',
      expectedRevision: 0,
      values: { kycBidCeiling: 75000, buyersPremiumTiers: [{ upTo: 100000 }, { upTo: null }] },
    });
    // A whole react-admin form on a shared machine: more than the default five seconds.
  }, 30_000);

  it('refuses to save without a reason or with a malformed VAT number', async () => {
    const { update, provider } = data();
    renderInAdmin(<SettingsPage />, { roles: ['admin'] }, { dataProvider: provider });
    fireEvent.change(await screen.findByLabelText(/VAT number/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/15 digits, starting and ending with 3/)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('a moderator reads the values and the history of changes, without a form', async () => {
    const { provider } = data();
    renderInAdmin(<SettingsPage />, { roles: ['moderator'] }, { dataProvider: provider });
    expect(await screen.findByText('You can read these settings; only admins change them.')).toBeTruthy();
    expect(screen.getByText('Board decision 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in the audit explorer' }).getAttribute('href')).toContain(
      'settings-platform',
    );
  });

  it('speaks Arabic', async () => {
    const { provider } = data();
    renderInAdmin(<SettingsPage />, { roles: ['admin'], locale: 'ar' }, { dataProvider: provider });
    expect(await screen.findByLabelText(/أعلى مزايدة دون تحقق كامل/)).toBeTruthy();
    expect(screen.getByText('سجل التعديلات')).toBeTruthy();
  });
});
