// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, renderSection } from '../kit/testing';
import { WorkshopRegistrations } from './WorkshopResources';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const registration = (id: string, lastName: string, over: Record<string, unknown>) => ({
  id,
  workshopId: 'k1',
  lastName,
  email: `${id}@example.sa`,
  amountDue: 200,
  paymentStatus: 'paid',
  registeredAt: '2026-11-01T10:00:00Z',
  refundedAmount: 0,
  refundOwed: 0,
  refundFailure: null,
  ...over,
});
// 09:15 UTC is 12:15 in Riyadh.
const retrying = registration('r1', 'Al-Harbi', {
  refundOwed: 50,
  refundFailure: {
    reason: 'card_error: expired_card',
    attempt: 2,
    at: '2026-11-02T08:15:00Z',
    retryAt: '2026-11-02T09:15:00Z',
    flagged: false,
  },
});
const flagged = registration('r2', 'Al-Qahtani', {
  paymentStatus: 'cancelled',
  refundOwed: 200,
  refundFailure: {
    reason: 'account_closed',
    attempt: 5,
    at: '2026-11-03T08:00:00Z',
    retryAt: null,
    flagged: true,
  },
});
const settled = registration('r3', 'Al-Dosari', { refundedAmount: 100 });
const renderList = (getManyReference: ReturnType<typeof answering>, locale: 'en' | 'ar' = 'en') =>
  renderSection(<WorkshopRegistrations />, getManyReference, { resource: 'workshops', record: { id: 'k1' }, locale });
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('a workshop’s registrations in the back-office', () => {
  it('shows each refund refused with its reason and next retry, and a clear notice once retries are spent', async () => {
    const getManyReference = answering([retrying, flagged, settled]);
    renderList(getManyReference);
    await screen.findByText('Al-Harbi');
    const [resource, params] = getManyReference.mock.calls[0]!;
    expect(resource).toBe('workshop-registrations');
    expect(params).toMatchObject({ target: 'workshopId', id: 'k1' });
    const first = within(rowOf('Al-Harbi'));
    expect(first.getByText('The provider refused the refund (attempt 2): card_error: expired_card')).toBeTruthy();
    expect(first.getByText(/Asked again automatically on Nov 2, 2026, 12:15/)).toBeTruthy();
    const notice = within(rowOf('Al-Qahtani')).getByRole('alert');
    expect(notice.textContent).toContain(
      'Refund refused 5 times: no more automatic retries. Give the money back another way and record it.',
    );
    expect(notice.textContent).toContain("The provider's last reason: account_closed");
    expect(within(rowOf('Al-Dosari')).queryByRole('alert')).toBeNull();
    expect(within(rowOf('Al-Dosari')).queryByText(/refused/)).toBeNull();
  });

  it('speaks Arabic, and says when nobody registered', async () => {
    renderList(answering([retrying, flagged]), 'ar');
    await screen.findByText('Al-Harbi');
    expect(within(rowOf('Al-Harbi')).getByText(/رفض مزوّد الدفع الاسترداد \(المحاولة ٢\)/)).toBeTruthy();
    expect(within(rowOf('Al-Harbi')).getByText(/سيُعاد الطلب تلقائيًا في/)).toBeTruthy();
    expect(within(rowOf('Al-Qahtani')).getByRole('alert').textContent).toContain(
      'رُفض الاسترداد ٥ مرات: لا إعادة تلقائية بعد الآن.',
    );
    expect(screen.getByRole('columnheader', { name: 'استرداد مرفوض' })).toBeTruthy();
    cleanup();
    renderList(answering([]), 'ar');
    expect(await screen.findByText('لم يسجّل أحد بعد.')).toBeTruthy();
  });
});
