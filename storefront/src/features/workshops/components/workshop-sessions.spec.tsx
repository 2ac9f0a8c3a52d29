import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';
import { naskhWorkshop } from '../testing/naskh-workshop';
import { policyFor } from './cancellation-policy-text';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Three evenings, 19:00–22:00 Riyadh time (16:00–19:00 UTC), a week apart.
const sessions = [
  { startsAt: '2026-12-20T16:00:00.000Z', endsAt: '2026-12-20T19:00:00.000Z' },
  { startsAt: '2026-12-27T16:00:00.000Z', endsAt: '2026-12-27T19:00:00.000Z' },
  { startsAt: '2027-01-03T16:00:00.000Z', endsAt: '2027-01-03T19:00:00.000Z' },
];
const workshop = { ...naskhWorkshop, sessions, duration: 'Three evenings' };
const refused = {
  code: 'validation_failed',
  message: 'Some fields are not valid.',
  messageAr: 'بعض الحقول غير صالحة.',
  details: [
    {
      field: 'sessions[3].endsAt',
      code: 'endAfterStart',
      message: 'A session must end after it starts.',
      messageAr: 'يجب أن تنتهي الجلسة بعد أن تبدأ.',
    },
  ],
};
const api = (over: Record<string, unknown> = {}) =>
  stubApi({
    ...signedIn(
      { role: 'workshop_organiser', roles: ['workshop_organiser'] },
      { setupComplete: true, roles: ['workshop_organiser'] },
    ),
    'GET /api/workshops': { status: 200, body: [workshop] },
    'GET /api/workshops/featured': { status: 200, body: [] },
    'GET /api/workshops/organised': { status: 200, body: [workshop] },
    'GET /api/workshops/w1/ticket-tiers': { status: 200, body: [] },
    'GET /api/workshops/w1/payment-methods': { status: 200, body: [] },
    'GET /api/workshops/w1/registration-fields': { status: 200, body: [] },
    'GET /api/workshops/w1/registrations': { status: 200, body: [] },
    ...over,
  } as never);

describe('a workshop’s sessions on its card', () => {
  it('shows the first day with the Hijri date, its Riyadh times and the number of sessions', async () => {
    api();
    renderApp('/workshops');
    const card = (await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 }))[0]!;
    expect(card.textContent).toContain('December 20, 2026');
    expect(card.textContent).toMatch(/AH/);
    expect(within(card).getByTestId('session-times').textContent).toMatch(/7:00\s*–\s*10:00\s*PM/);
    expect(within(card).getByTestId('session-count').textContent).toBe('3 sessions');
    expect(within(card).getByTestId('workshop-length').textContent).toBe('9 hours');
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('speaks Arabic, right to left', async () => {
    api();
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/workshops', 'ar');
    const card = (await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 }))[0]!;
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(card).getByTestId('session-count').textContent).toBe('٣ جلسات');
    // How long it lasts is said in Arabic, not as the organiser wrote it in English.
    expect(within(card).getByTestId('workshop-length').textContent).toBe('٩ ساعات');
    expect(card.textContent).not.toContain('Three evenings');
    expect(card.textContent).toContain('هـ');
  });
});

describe('editing the sessions (/manage/workshops)', () => {
  it('adds a row a week after the last and saves the times as Riyadh time, the first as the start date', async () => {
    const fetchMock = api({ 'PATCH /api/workshops/w1': { status: 200, body: workshop } });
    renderApp('/manage/workshops');
    const section = await screen.findByRole('region', { name: 'Sessions' }, { timeout: 15_000 });
    expect(within(section).getAllByTestId('session-row')).toHaveLength(3);
    expect((within(section).getByLabelText('Session 1 starts') as HTMLInputElement).value).toBe('2026-12-20T19:00');
    fireEvent.click(within(section).getByRole('button', { name: 'Add a session' }));
    expect((within(section).getByLabelText('Session 4 starts') as HTMLInputElement).value).toBe('2027-01-10T19:00');
    fireEvent.click(within(section).getByRole('button', { name: 'Remove session 2' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save sessions' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      startDate: '2026-12-20T19:00:00+03:00',
      sessions: [
        { startsAt: '2026-12-20T19:00:00+03:00', endsAt: '2026-12-20T22:00:00+03:00' },
        { startsAt: '2027-01-03T19:00:00+03:00', endsAt: '2027-01-03T22:00:00+03:00' },
        { startsAt: '2027-01-10T19:00:00+03:00', endsAt: '2027-01-10T22:00:00+03:00' },
      ],
    });
  });

  it('shows the server’s refusal beside the session’s field, in Arabic right to left', async () => {
    api({ 'PATCH /api/workshops/w1': { status: 400, body: refused } });
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/manage/workshops', 'ar');
    const section = await screen.findByRole('region', { name: 'الجلسات' }, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(within(section).getByRole('button', { name: 'إضافة جلسة' }));
    fireEvent.change(within(section).getByLabelText('نهاية الجلسة 4'), { target: { value: '2027-01-10T18:00' } });
    fireEvent.click(within(section).getByRole('button', { name: 'حفظ الجلسات' }));
    const end = within(section).getByLabelText('نهاية الجلسة 4');
    await within(section).findByText('يجب أن تنتهي الجلسة بعد أن تبدأ.');
    expect(end.getAttribute('aria-invalid')).toBe('true');
  });
});

// The workshop ends with its last session (January 3); its cancellation policy is written in both languages.
const bilingual = {
  ...naskhWorkshop,
  sessions,
  endDate: sessions[2]!.endsAt,
  cancellationPolicy: 'Full refund until a week before.',
  cancellationPolicyAr: 'استرداد كامل حتى أسبوع قبل البدء.',
};
// One evening, the policy written in Arabic only.
const arabicOnly = {
  ...naskhWorkshop,
  id: 'w2',
  title: 'Diwani script',
  titleAr: 'الخط الديواني',
  sessions: [sessions[0]!],
  endDate: sessions[0]!.endsAt,
  cancellationPolicy: '',
  cancellationPolicyAr: 'لا استرداد بعد التسجيل.',
};
const publicApi = () =>
  stubApi({
    ...signedOut,
    'GET /api/workshops': { status: 200, body: [bilingual, arabicOnly] },
    'GET /api/workshops/featured': { status: 200, body: [] },
  } as never);
const cards = async () => screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });

describe('a workshop’s cancellation policy and its days', () => {
  it('picks the reader’s language, else the other one', () => {
    expect(policyFor(bilingual, 'ar')).toEqual({ text: bilingual.cancellationPolicyAr, lang: 'ar' });
    expect(policyFor(bilingual, 'en')).toEqual({ text: bilingual.cancellationPolicy, lang: 'en' });
    expect(policyFor(arabicOnly, 'en')).toEqual({ text: arabicOnly.cancellationPolicyAr, lang: 'ar' });
    expect(policyFor({ cancellationPolicy: ' ', cancellationPolicyAr: null }, 'en')).toBeNull();
  });

  it('shows each card’s days from start to end with the Hijri dates, and its policy (English)', async () => {
    publicApi();
    renderApp('/workshops');
    const [first, second] = await cards();
    expect(within(first!).getByTestId('workshop-dates').textContent).toMatch(
      /^December 20, 2026 \(.+ AH\) – January 3, 2027 \(.+ AH\)$/,
    );
    expect(within(second!).getByTestId('workshop-dates').textContent).toMatch(/^December 20, 2026 \(.+ AH\)$/);
    const policy = within(first!).getByTestId('cancellation-policy');
    expect(policy.textContent).toBe('Cancellation policy: Full refund until a week before.');
    expect(within(policy).getByText(bilingual.cancellationPolicy).getAttribute('lang')).toBe('en');
    // The Arabic-only policy is shown to the English reader, marked as Arabic and laid out right to left.
    const fallback = within(within(second!).getByTestId('cancellation-policy')).getByText(
      arabicOnly.cancellationPolicyAr,
    );
    expect([fallback.getAttribute('lang'), fallback.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });

  it('speaks Arabic, right to left: the Arabic policy and the range in Arabic', async () => {
    publicApi();
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/workshops', 'ar');
    const [first] = await cards();
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    const dates = within(first!).getByTestId('workshop-dates').textContent!;
    expect(dates).toContain('٢٠ ديسمبر ٢٠٢٦');
    expect(dates).toContain('٣ يناير ٢٠٢٧');
    expect(dates.match(/هـ/g)).toHaveLength(2);
    const policy = within(first!).getByTestId('cancellation-policy');
    expect(policy.textContent).toBe('سياسة الإلغاء: استرداد كامل حتى أسبوع قبل البدء.');
    expect(within(policy).getByText(bilingual.cancellationPolicyAr).getAttribute('lang')).toBe('ar');
  });
});
