// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { renderInAdmin } from '../kit/testing';
import { canAccess } from '../permissions';
import { TicketTiers, createTierCalls } from './TicketTiers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const workshop = {
  id: 'k1',
  ticketTiers: [
    {
      id: 'early',
      tierName: 'Early bird',
      tierNameAr: 'حجز مبكر',
      price: 300,
      maxQuantity: 5,
      discountPercentage: 10,
      earlyBirdEndDate: '2026-12-01T20:59:59.000Z',
    },
    {
      id: 'standard',
      tierName: 'Standard',
      tierNameAr: 'عادي',
      price: 400,
      maxQuantity: null,
      discountPercentage: 0,
      earlyBirdEndDate: null,
    },
  ],
  sold: { early: 3 },
};
const belowSold = new HttpError(
  'Some fields are not valid. (3 seats of this tier are sold: its maximum cannot be lower.)',
  400,
  {
    code: 'validation_failed',
    message: 'Some fields are not valid.',
    messageAr: 'بعض الحقول غير صالحة.',
    details: [
      {
        field: 'maxQuantity',
        code: 'min',
        message: '3 seats of this tier are sold: its maximum cannot be lower.',
        messageAr: 'بيع من هذه الفئة 3 مقعدًا: لا يكون حدّها الأقصى أقل من ذلك.',
      },
    ],
  },
);
const http = (answer: (url: string, init: RequestInit) => unknown) =>
  vi.fn(async (url: string, init: RequestInit = {}) => {
    const result = answer(url, init);
    if (result instanceof Error) throw result;
    return { status: 200, headers: new Headers(), body: '', json: result };
  });
const renderTiers = (calls: ReturnType<typeof createTierCalls>, roles = ['admin'], locale: 'en' | 'ar' = 'en') =>
  renderInAdmin(<TicketTiers calls={calls} />, { roles, locale }, { resource: 'workshops', record: workshop });

describe('a workshop’s ticket tiers in the back-office', () => {
  it('lists the tiers with their sales; an auditor only reads', async () => {
    renderTiers(createTierCalls(http(() => ({}))), ['auditor']);
    const rows = screen.getAllByTestId('tier-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Early bird');
    expect(rows[0]!.textContent).toContain('3');
    expect(rows[1]!.textContent).toContain('No limit');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    // Editing is the admins' alone (the buttons wait for this answer).
    expect(canAccess(['auditor'], 'workshops', 'editTiers')).toBe(false);
    expect(canAccess(['admin'], 'workshops', 'editTiers')).toBe(true);
  });

  it('adds a tier through POST …/ticket-tiers with the typed amounts', async () => {
    const fetcher = http(() => ({ id: 'vip' }));
    renderTiers(createTierCalls(fetcher as never));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a tier' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'VIP' } });
    fireEvent.change(within(dialog).getByLabelText('Name (Arabic)'), { target: { value: 'كبار الضيوف' } });
    fireEvent.change(within(dialog).getByLabelText('Price (SAR)'), { target: { value: '900' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum (empty: no limit)'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/workshops/k1/ticket-tiers');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual({
      tierName: 'VIP',
      tierNameAr: 'كبار الضيوف',
      price: 900,
      maxQuantity: 4,
      discountPercentage: 0,
      earlyBirdEndDate: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a tier with PATCH and shows a maximum below the seats sold beside the field', async () => {
    const fetcher = http(() => belowSold);
    renderTiers(createTierCalls(fetcher as never));
    const early = screen.getAllByTestId('tier-row')[0]!;
    fireEvent.click(await within(early).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const max = within(dialog).getByLabelText('Maximum (empty: no limit)');
    expect((max as HTMLInputElement).value).toBe('5');
    expect((within(dialog).getByLabelText('Early bird ends') as HTMLInputElement).value).toBe('2026-12-01');
    fireEvent.change(max, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('3 seats of this tier are sold: its maximum cannot be lower.')).toBeTruthy();
    expect(max.getAttribute('aria-invalid')).toBe('true');
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/workshops/k1/ticket-tiers/early');
    expect(init!.method).toBe('PATCH');
  });

  it('speaks Arabic: deletes with DELETE and shows the refusal of a tier with sales', async () => {
    const refused = new HttpError('لفئة التذاكر early مبيعات فلا يمكن حذفها.', 400, {
      code: 'validation_failed',
      message: 'The ticket tier early has sales and cannot be removed.',
      messageAr: 'لفئة التذاكر early مبيعات فلا يمكن حذفها.',
      details: [],
    });
    const fetcher = http(() => refused);
    renderTiers(createTierCalls(fetcher as never), ['admin'], 'ar');
    expect(screen.getByText('فئات التذاكر')).toBeTruthy();
    expect(screen.getByText('حجز مبكر')).toBeTruthy();
    const early = screen.getAllByTestId('tier-row')[0]!;
    fireEvent.click(await within(early).findByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('لفئة التذاكر early مبيعات فلا يمكن حذفها.')).toBeTruthy();
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/workshops/k1/ticket-tiers/early');
    expect(init!.method).toBe('DELETE');
  });
});
