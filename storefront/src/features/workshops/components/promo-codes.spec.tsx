import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';
import * as browser from '../../../lib/browser';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';
import { naskhWorkshop } from '../testing/naskh-workshop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const workshop = naskhWorkshop;
const tier = { id: 'std', tierName: 'Standard', tierNameAr: 'عادي', price: '300.00', currency: 'SAR', benefits: [] };
const transfer = { id: 'm1', paymentProvider: 'bank_transfer', transactionFeePercentage: 0, fixedTransactionFee: 0 };
const price = {
  code: 'EID-10',
  ticketTierId: 'std',
  promoDiscount: 30,
  discountAmount: 30,
  totalAmount: 270,
  currency: 'SAR',
};
const refused = {
  code: 'validation_failed',
  message: 'Some fields are not valid.',
  messageAr: 'بعض الحقول غير صالحة.',
  details: [
    {
      field: 'promoCode',
      code: 'used_up',
      message: 'This promo code has been used up.',
      messageAr: 'استُنفد رمز الخصم هذا.',
    },
  ],
};
const paths = (role: string, over: FakeApi): FakeApi => ({
  ...signedIn({ role, roles: [role] }, { setupComplete: true, roles: [role] }),
  'GET /api/workshops': { status: 200, body: [workshop] },
  'GET /api/workshops/featured': { status: 200, body: [] },
  'GET /api/workshops/organised': { status: 200, body: [workshop] },
  'GET /api/workshops/w1/ticket-tiers': { status: 200, body: [tier] },
  'GET /api/workshops/w1/payment-methods': { status: 200, body: [transfer] },
  'GET /api/workshops/w1/registration-fields': { status: 200, body: [] },
  'GET /api/workshops/w1/registrations': { status: 200, body: [] },
  ...over,
});

/** Opens the dialog on the payment step (ticket chosen, personal details filled) in the language's words. */
async function paymentStep(words: { register: string; next: string; first: RegExp; last: RegExp; email: RegExp }) {
  const cards = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
  fireEvent.click(within(cards[0]!).getByRole('button', { name: words.register }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within((await within(dialog).findAllByTestId('tier-card'))[0]!).getByRole('button'));
  fireEvent.click(within(dialog).getByRole('button', { name: words.next }));
  fireEvent.change(within(dialog).getByLabelText(words.first), { target: { value: 'Reem' } });
  fireEvent.change(within(dialog).getByLabelText(words.last), { target: { value: 'Al-Mansouri' } });
  fireEvent.change(within(dialog).getByLabelText(words.email), { target: { value: 'reem@example.sa' } });
  fireEvent.click(within(dialog).getByRole('button', { name: words.next }));
  return dialog;
}

describe('the registration dialog’s promo code', () => {
  it('applies a code: the discount and the new total, then registers with the code at that total', async () => {
    vi.spyOn(browser, 'navigateTo').mockImplementation(() => undefined);
    const fetchMock = stubApi(
      paths('collector', {
        'POST /api/workshops/w1/promo-codes/check': { status: 200, body: price },
        'POST /api/workshops/w1/register': { status: 201, body: { id: 'r1', status: 'pending_payment' } },
      }),
    );
    renderApp('/workshops');
    const dialog = await paymentStep({
      register: 'Register',
      next: 'Next',
      first: /First name/,
      last: /Last name/,
      email: /Email/,
    });
    expect(within(dialog).getByTestId('total').textContent).toMatch(/^300\.00\sSAR$/);
    fireEvent.change(within(dialog).getByLabelText('Promo code'), { target: { value: 'eid-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const applied = await within(dialog).findByTestId('promo-applied');
    expect(applied.textContent).toMatch(/Code EID-10: −30\.00\sSAR · New total: 270\.00\sSAR/);
    expect(within(dialog).getByTestId('total').textContent).toMatch(/^270\.00\sSAR$/);
    fireEvent.click(within(dialog).getByLabelText(/Bank transfer/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/register'))).toBe(true));
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register'));
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      promoCode: 'EID-10',
      totalAmount: 270,
      discountAmount: 30,
    });
    const check = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/check'));
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ promoCode: 'eid-10', ticketTierId: 'std' });
  });

  it('shows the server’s reason in Arabic, right to left, and keeps the total', async () => {
    stubApi(paths('collector', { 'POST /api/workshops/w1/promo-codes/check': { status: 400, body: refused } }));
    // The <html lang dir> binding main.tsx sets up, so right to left is asserted on the document.
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/workshops', 'ar');
    const dialog = await paymentStep({
      register: 'سجّل',
      next: 'التالي',
      first: /الاسم الأول/,
      last: /اسم العائلة/,
      email: /البريد الإلكتروني/,
    });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.change(within(dialog).getByLabelText('رمز الخصم'), { target: { value: 'ONCE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    await within(dialog).findByText('استُنفد رمز الخصم هذا.');
    expect(within(dialog).queryByTestId('promo-applied')).toBeNull();
    expect(within(dialog).getByTestId('total').textContent).toContain('٣٠٠٫٠٠');
  });
});

describe('the organiser’s promo codes', () => {
  const listed = {
    code: 'EID-10',
    kind: 'percentage',
    amount: 10,
    tierIds: ['std'],
    maxUses: 5,
    validUntil: null,
    active: true,
    uses: 1,
  };
  const badForm = {
    ...refused,
    details: [
      {
        field: 'code',
        code: 'unique',
        message: 'This workshop already has this code.',
        messageAr: 'لهذه الورشة هذا الرمز بالفعل.',
      },
      {
        field: 'amount',
        code: 'range',
        message: 'A percentage is between 1 and 100.',
        messageAr: 'النسبة بين 1 و100.',
      },
    ],
  };
  const organiser = (over: FakeApi = {}) =>
    stubApi(
      paths('workshop_organiser', {
        'GET /api/workshops/w1/promo-codes': { status: 200, body: [listed] },
        'POST /api/workshops/w1/promo-codes': { status: 400, body: badForm },
        'POST /api/workshops/w1/promo-codes/EID-10/deactivate': { status: 200, body: { ...listed, active: false } },
        ...over,
      }),
    );

  it('lists codes with their uses, shows each field’s error, and deactivates', async () => {
    const fetchMock = organiser();
    renderApp('/manage/workshops');
    const row = await screen.findByTestId('promo-row', {}, { timeout: 15_000 });
    expect(row.textContent).toContain('EID-10');
    expect(row.textContent).toContain('1 of 5');
    expect(row.textContent).toContain('Standard');
    const section = screen.getByRole('region', { name: 'Promo codes' });
    fireEvent.change(within(section).getByLabelText(/^Code/), { target: { value: 'eid-10' } });
    fireEvent.change(within(section).getByLabelText(/^Amount/), { target: { value: '150' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create code' }));
    await within(section).findByText('This workshop already has this code.');
    expect(within(section).getByText('A percentage is between 1 and 100.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/promo-codes') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      code: 'eid-10',
      kind: 'percentage',
      amount: 150,
      tierIds: [],
      maxUses: null,
      validUntil: null,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/EID-10/deactivate'))).toBe(true),
    );
  });

  it('speaks Arabic, right to left, errors included', async () => {
    organiser();
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/manage/workshops', 'ar');
    const row = await screen.findByTestId('promo-row', {}, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(row.textContent).toContain('١ من ٥');
    expect(row.textContent).toContain('عادي');
    expect(within(row).getByText('مفعّل')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'رموز الخصم' });
    fireEvent.change(within(section).getByLabelText(/^الرمز/), { target: { value: 'eid-10' } });
    fireEvent.change(within(section).getByLabelText(/^القيمة/), { target: { value: '150' } });
    fireEvent.click(within(section).getByRole('button', { name: 'إنشاء رمز' }));
    await within(section).findByText('لهذه الورشة هذا الرمز بالفعل.');
    expect(within(section).getByText('النسبة بين 1 و100.')).toBeTruthy();
  });
});
