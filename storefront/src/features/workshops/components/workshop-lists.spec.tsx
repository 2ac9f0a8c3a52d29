import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';
import { naskhWorkshop } from '../testing/naskh-workshop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const workshop = { ...naskhWorkshop, currentParticipants: 2, maxSeatsPerPerson: 1 };
const sold = {
  id: 'std',
  tierName: 'Standard',
  tierNameAr: 'عادي',
  price: '300.00',
  currency: 'SAR',
  maxQuantity: 6,
  currentSold: 2,
};
const unsold = {
  id: 'vip',
  tierName: 'VIP',
  tierNameAr: 'كبار الزوار',
  price: '900.00',
  currency: 'SAR',
  maxQuantity: null,
  currentSold: 0,
};
const attendee = (id: string, firstName: string, quantity: number) => ({
  id,
  registeredAt: '2026-11-01T10:00:00Z',
  ticketTierId: 'std',
  quantity,
  totalAmount: 300 * quantity,
  paymentStatus: 'paid',
  attendanceStatus: 'not_attended',
  personalInfo: { firstName, lastName: 'Al-Otaibi', email: `${id}@example.sa`, phone: '' },
});
const attendees = [attendee('r1', 'Reem', 2), attendee('r2', 'Sara', 1)];
const tooFew = {
  code: 'validation_failed',
  message: 'Some fields are not valid.',
  messageAr: 'بعض الحقول غير صالحة.',
  details: [
    {
      field: 'maxQuantity',
      code: 'min',
      message: '2 seats of this tier are sold: its maximum cannot be lower.',
      messageAr: 'بيع من هذه الفئة 2 مقعدًا: لا يكون حدّها الأقصى أقل من ذلك.',
    },
  ],
};
const api = (over: FakeApi = {}): FakeApi => ({
  ...signedIn(
    { role: 'workshop_organiser', roles: ['workshop_organiser'] },
    { setupComplete: true, roles: ['workshop_organiser'] },
  ),
  'GET /api/workshops/organised': { status: 200, body: [workshop] },
  'GET /api/workshops/w1/ticket-tiers': { status: 200, body: [sold, unsold] },
  'GET /api/workshops/w1/registration-fields': { status: 200, body: [] },
  'GET /api/workshops/w1/payment-methods': {
    status: 200,
    body: [
      { id: 'm1', paymentProvider: 'stcpay', transactionFeePercentage: 1.5, fixedTransactionFee: 1, isActive: true },
    ],
  },
  'GET /api/workshops/w1/registrations': { status: 200, body: attendees },
  'POST /api/workshops/w1/registrations/mail': { status: 201, body: { mailId: 'm', recipients: 1 } },
  'GET /api/workshops/w1/promo-codes': { status: 200, body: [] },
  'PATCH /api/workshops/w1/ticket-tiers/std': { status: 400, body: tooFew },
  'POST /api/workshops/w1/ticket-tiers': { status: 201, body: { ...unsold, id: 'new' } },
  'DELETE /api/workshops/w1/ticket-tiers/vip': { status: 204, body: null },
  'POST /api/workshops/w1/registration-fields': { status: 201, body: {} },
  'POST /api/workshops/w1/payment-methods': { status: 201, body: {} },
  ...over,
});
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, method: string, end: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith(end) && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('the organiser’s tiers, registration form and payment methods', () => {
  it('edits a tier (the server’s error under its field), adds one, and deletes only an unsold one', async () => {
    const fetchMock = stubApi(api());
    renderApp('/manage/workshops');
    const rows = await screen.findAllByTestId('tier-row', {}, { timeout: 15_000 });
    expect(rows[0]!.textContent).toContain('2 of 6');
    expect(within(rows[0]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit ticket tier' });
    expect((within(form).getByLabelText(/^Name \(Arabic\)/) as HTMLInputElement).value).toBe('عادي');
    fireEvent.change(within(form).getByLabelText(/^Seats/), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('2 seats of this tier are sold: its maximum cannot be lower.');
    expect(bodyOf(fetchMock, 'PATCH', '/ticket-tiers/std')).toMatchObject({
      tierName: 'Standard',
      maxQuantity: 1,
      price: 300,
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    const add = screen.getByRole('form', { name: 'New ticket tier' });
    fireEvent.change(within(add).getByLabelText(/^Name \(English\)/), { target: { value: 'Early' } });
    fireEvent.change(within(add).getByLabelText(/^Name \(Arabic\)/), { target: { value: 'مبكر' } });
    fireEvent.change(within(add).getByLabelText(/^Price/), { target: { value: '250' } });
    fireEvent.change(within(add).getByLabelText(/^Early bird until/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(add).getByLabelText(/^Early-bird discount/), { target: { value: '20' } });
    fireEvent.change(within(add).getByLabelText(/^Benefits \(Arabic\)/), { target: { value: 'شاي\n\nقهوة' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add tier' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/ticket-tiers')).toEqual({
        tierName: 'Early',
        tierNameAr: 'مبكر',
        price: 250,
        maxQuantity: null,
        earlyBirdEndDate: '2026-12-01T23:59:59+03:00',
        discountPercentage: 20,
        benefits: [],
        benefitsAr: ['شاي', 'قهوة'],
      }),
    );
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/vip') && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });

  it('adds a choice question with options in both languages, and accepts a provider with its fees', async () => {
    const fetchMock = stubApi(api());
    renderApp('/manage/workshops');
    const form = await screen.findByRole('form', { name: 'Registration form' }, { timeout: 15_000 });
    fireEvent.change(within(form).getByLabelText(/^Key/), { target: { value: 'size' } });
    fireEvent.change(within(form).getByLabelText(/^Question \(English\)/), { target: { value: 'Size' } });
    fireEvent.change(within(form).getByLabelText(/^Question \(Arabic\)/), { target: { value: 'المقاس' } });
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Choice' }));
    fireEvent.change(within(form).getByLabelText(/^Options \(English/), { target: { value: 'S\nM' } });
    fireEvent.change(within(form).getByLabelText(/^Options \(Arabic/), { target: { value: 'صغير\nمتوسط' } });
    fireEvent.click(within(form).getByLabelText('Required'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/registration-fields')).toEqual({
        fieldName: 'size',
        fieldLabel: 'Size',
        fieldLabelAr: 'المقاس',
        fieldType: 'select',
        fieldOptions: ['S', 'M'],
        fieldOptionsAr: ['صغير', 'متوسط'],
        isRequired: true,
      }),
    );
    const paypal = screen.getByRole('form', { name: 'PayPal' });
    fireEvent.click(within(paypal).getByRole('switch'));
    fireEvent.change(within(paypal).getByLabelText(/^Fee \(%\)/), { target: { value: '3.4' } });
    fireEvent.click(within(paypal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/payment-methods')).toEqual({
        paymentProvider: 'paypal',
        isActive: true,
        transactionFeePercentage: 3.4,
        fixedTransactionFee: 0,
      }),
    );
    expect(
      (within(screen.getByRole('form', { name: 'STC Pay' })).getByRole('switch') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('speaks Arabic, right to left', async () => {
    stubApi(api());
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/manage/workshops', 'ar');
    const rows = await screen.findAllByTestId('tier-row', {}, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(rows[0]!.textContent).toContain('عادي');
    expect(rows[0]!.textContent).toContain('٢ من ٦');
    expect(screen.getByRole('region', { name: 'فئات التذاكر' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'فئة تذاكر جديدة' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'طرق الدفع المقبولة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مراسلة المحدَّدين' })).toBeTruthy();
  });

  it('shows each registration’s seats and e-mails the attendees selected', async () => {
    const fetchMock = stubApi(api());
    renderApp('/manage/workshops');
    const rows = await screen.findAllByTestId('attendee-row', {}, { timeout: 15_000 });
    expect(within(rows[0]!).getAllByRole('cell')[4]!.textContent).toBe('2');
    const action = screen.getByRole('button', { name: 'E-mail selected' });
    expect((action as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select Reem Al-Otaibi'));
    fireEvent.click(screen.getByRole('button', { name: 'E-mail selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail 1 attendee' });
    fireEvent.change(within(dialog).getByLabelText(/^Subject/), { target: { value: 'Bring an apron' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'See you Thursday.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('E-mail sent to 1 attendee');
    expect(bodyOf(fetchMock, 'POST', '/registrations/mail')).toEqual({
      registrationIds: ['r1'],
      subject: 'Bring an apron',
      body: 'See you Thursday.',
    });
    fireEvent.click(screen.getByLabelText('Select all attendees'));
    expect(screen.getByRole('button', { name: 'E-mail selected (2)' })).toBeTruthy();
  });
});
