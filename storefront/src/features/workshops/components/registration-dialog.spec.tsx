import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi, type FakeApi } from '../../../test-utils/render-app';
import * as browser from '../../../lib/browser';
import { amountsOf, canProceed, missingFields, progressOf } from './registration-model';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const future = new Date(Date.now() + 10 * 86_400_000).toISOString();
const workshop = {
  id: 'w1',
  title: 'Thuluth calligraphy',
  titleAr: 'خط الثلث',
  description: 'Strokes',
  descriptionAr: 'الضربات',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: '2026-12-20T16:00:00Z',
  duration: '3 hours',
  currentParticipants: 2,
  maxParticipants: 10,
  isOnline: false,
  location: 'Riyadh',
  locationAr: 'الرياض',
  price: 400,
  currency: 'SAR',
  // Written in English only: the Arabic reader gets it, marked as English.
  cancellationPolicy: 'Full refund a week before.',
  // Two evenings, 19:00 Riyadh time on December 20 and 22.
  endDate: '2026-12-22T19:00:00Z',
  refundPolicy: {
    steps: [
      { daysBefore: 7, percent: 100 },
      { daysBefore: 1, percent: 50 },
    ],
  },
};
const full = { ...workshop, id: 'w2', title: 'Sold out class', currentParticipants: 4, maxParticipants: 4 };
const tiers = [
  {
    id: 'early',
    tierName: 'Early bird',
    tierNameAr: 'حجز مبكر',
    price: '400.00',
    currency: 'SAR',
    maxQuantity: 5,
    currentSold: 1,
    earlyBirdEndDate: future,
    discountPercentage: 25,
    benefits: ['Materials'],
    benefitsAr: ['المواد'],
  },
  { id: 'vip', tierName: 'VIP', price: '800.00', currency: 'SAR', maxQuantity: 2, currentSold: 2, benefits: [] },
];
const methods = [
  { id: 'm1', paymentProvider: 'stcpay', transactionFeePercentage: 1.5, fixedTransactionFee: 1 },
  { id: 'm2', paymentProvider: 'bank_transfer', transactionFeePercentage: 0, fixedTransactionFee: 0 },
];
const fields = [
  {
    id: 'f1',
    fieldName: 'experience',
    fieldLabel: 'Experience',
    fieldLabelAr: 'الخبرة',
    fieldType: 'text',
    isRequired: true,
  },
];

/** An art event as the lists answer it, in person and with nobody attending yet. */
const artEvent = (over: Record<string, unknown>) => ({
  id: 'e1',
  category: 'talk',
  startDate: '2026-12-01T18:00:00Z',
  isOnline: false,
  attendees: 0,
  ...over,
});

function api(overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
    'GET /api/workshops': { status: 200, body: [workshop, full] },
    'GET /api/workshops/featured': { status: 200, body: [] },
    'GET /api/workshops/w1/ticket-tiers': { status: 200, body: tiers },
    'GET /api/workshops/w1/payment-methods': { status: 200, body: methods },
    'GET /api/workshops/w1/registration-fields': { status: 200, body: fields },
    'POST /api/workshops/w1/register': {
      status: 201,
      body: {
        id: 'r1',
        status: 'pending_payment',
        payment: { nextAction: { type: 'redirect', url: '/api/payments/sandbox/x' } },
      },
    },
    ...overrides,
  };
}

const openDialog = async () => {
  const cards = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
  fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Register' }));
  return screen.findByRole('dialog');
};

describe('the registration model (SPEC sections 8 and 9)', () => {
  it('computes the early-bird discount and the progress, and gates Next', () => {
    expect(amountsOf(tiers[0] as never)).toEqual({ price: 400, discount: 100, total: 300 });
    expect(amountsOf({ ...tiers[0], earlyBirdEndDate: '2020-01-01T00:00:00Z' } as never).discount).toBe(0);
    expect(amountsOf(tiers[0] as never, new Date(), 3)).toEqual({ price: 400, discount: 300, total: 900 });
    expect(progressOf(3)).toBe(75);
    const personal = { firstName: 'Reem', lastName: 'A', email: 'r@x.sa', phone: '' };
    expect(canProceed(1, { tierId: null, personal, paymentMethod: null })).toBe(false);
    expect(canProceed(2, { tierId: 'early', personal: { ...personal, email: ' ' }, paymentMethod: null })).toBe(false);
    expect(canProceed(3, { tierId: 'early', personal, paymentMethod: 'stcpay' })).toBe(true);
    const odd = [{ ...fields[0]!, fieldName: 'constructor' }] as never;
    expect(missingFields(odd, {})).toEqual(['constructor']);
    expect(missingFields(odd, { constructor: 'x' })).toEqual([]);
  });
});

describe('the workshops page and the registration dialog', () => {
  it('shows Full on a full workshop and sends a signed-out visitor to log in after 500 ms', async () => {
    vi.spyOn(browser, 'navigateTo').mockImplementation(() => undefined);
    stubApi({ ...api(), ...signedOut });
    renderApp('/workshops');
    const cards = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
    expect(within(cards[1]!).getByRole('button', { name: 'Full' }).hasAttribute('disabled')).toBe(true);
    expect(within(cards[0]!).getByTestId('participants').textContent).toBe('2/10 participants');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Register' }));
    await screen.findByText('Login required');
    await waitFor(() => expect(browser.navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?/)), {
      timeout: 2000,
    });
  });

  it('walks the four steps with the discounted total and posts the spec’s body with an Idempotency-Key', async () => {
    vi.spyOn(browser, 'navigateTo').mockImplementation(() => undefined);
    const fetchMock = stubApi(api());
    renderApp('/workshops');
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('step-counter').textContent).toContain('Step 1 of 4');
    expect(within(dialog).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    const next = () => within(dialog).getByRole('button', { name: 'Next' });
    expect(next().hasAttribute('disabled')).toBe(true);
    const tierCards = await within(dialog).findAllByTestId('tier-card');
    expect(within(tierCards[0]!).getByText('Early bird', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(within(tierCards[1]!).getByText('Sold out')).toBeTruthy();
    fireEvent.click(within(tierCards[0]!).getByRole('button'));
    fireEvent.click(next());

    expect(within(dialog).getByTestId('step-counter').textContent).toContain('Personal Info');
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Reem' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Al-Mansouri' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'reem@example.sa' } });
    expect(next().hasAttribute('disabled')).toBe(true); // the required custom field is empty
    fireEvent.change(within(dialog).getByLabelText(/Experience/), { target: { value: 'Some' } });
    fireEvent.click(next());

    expect(within(dialog).getByTestId('total').textContent).toMatch(/^300\.00\sSAR$/);
    expect(within(dialog).getByTestId('discount-line').textContent).toContain('100.00');
    expect(within(dialog).getByText('Recommended')).toBeTruthy();
    expect(within(dialog).getByText('Fee: 1.5% + 1 SAR')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(/STC Pay/));
    fireEvent.click(next());

    expect(within(dialog).getByTestId('review').textContent).toContain('Reem Al-Mansouri');
    expect(within(dialog).getByTestId('review-dates').textContent).toMatch(
      /^December 20, 2026 \(.+ AH\) – December 22, 2026 \(.+ AH\)$/,
    );
    expect(within(dialog).getByTestId('cancellation-policy').textContent).toBe(
      'Cancellation policy: Full refund a week before.',
    );
    expect(within(dialog).getByTestId('refund-policy').textContent).toBe(
      'Refund policy: 100% back until 7 days before the start; 50% back until 1 day before the start; nothing after that',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await screen.findByText("You've successfully registered for this workshop");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      ticketTierId: 'early',
      paymentMethod: 'stcpay',
      totalAmount: 300,
      currency: 'SAR',
      discountAmount: 100,
      personalInfo: { firstName: 'Reem', lastName: 'Al-Mansouri', email: 'reem@example.sa', phone: '' },
      customResponses: { experience: 'Some' },
    });
    expect(new Headers(post?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(browser.navigateTo).toHaveBeenCalledWith('/api/payments/sandbox/x');
  });

  it('takes several seats when the workshop allows them: the total is for all of them, the quantity sent', async () => {
    vi.spyOn(browser, 'navigateTo').mockImplementation(() => undefined);
    const several = { ...workshop, maxSeatsPerPerson: 3 };
    const fetchMock = stubApi(api({ 'GET /api/workshops': { status: 200, body: [several, full] } }));
    renderApp('/workshops');
    const dialog = await openDialog();
    fireEvent.click(within((await within(dialog).findAllByTestId('tier-card'))[0]!).getByRole('button'));
    expect(within(dialog).getByText('Up to 3 seats, all in your name')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Seats/ }));
    fireEvent.click(await screen.findByRole('option', { name: '2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.change(within(dialog).getByLabelText(/Experience/), { target: { value: 'Some' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByTestId('total').textContent).toMatch(/^600\.00\sSAR$/);
    expect(within(dialog).getByTestId('discount-line').textContent).toContain('200.00');
    expect(within(dialog).getByTestId('order-summary').textContent).toContain('Early bird × 2');
    fireEvent.click(within(dialog).getByLabelText(/STC Pay/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByTestId('review-seats').textContent).toBe('Seats: 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await screen.findByText("You've successfully registered for this workshop");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ quantity: 2, totalAmount: 600, discountAmount: 200 });
  });

  it('offers no seat count when a person may take one seat', async () => {
    stubApi(api());
    renderApp('/workshops');
    const dialog = await openDialog();
    await within(dialog).findAllByTestId('tier-card');
    expect(within(dialog).queryByRole('combobox', { name: /Seats/ })).toBeNull();
  });

  it('shows the server’s refusal in Arabic', async () => {
    stubApi(
      api({
        'POST /api/workshops/w1/register': {
          status: 422,
          body: {
            code: 'workshop_full',
            message: 'This workshop is full.',
            messageAr: 'اكتمل عدد المشاركين في هذه الورشة.',
          },
        },
      }),
    );
    renderApp('/workshops', 'ar');
    const cards = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
    expect(within(cards[0]!).getByRole('heading', { level: 3 }).textContent).toBe('خط الثلث');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'سجّل' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('step-counter').textContent).toContain('اختر التذكرة');
    fireEvent.click(within((await within(dialog).findAllByTestId('tier-card'))[0]!).getByRole('button'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'التالي' }));
    fireEvent.change(within(dialog).getByLabelText(/الخبرة/), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText(/الاسم الأول/), { target: { value: 'ريم' } });
    fireEvent.change(within(dialog).getByLabelText(/اسم العائلة/), { target: { value: 'المنصوري' } });
    fireEvent.change(within(dialog).getByLabelText(/البريد الإلكتروني/), { target: { value: 'reem@example.sa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'التالي' }));
    fireEvent.click(within(dialog).getByLabelText(/STC Pay/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'التالي' }));
    expect(within(dialog).getByTestId('review-dates').textContent).toContain('هـ) – ٢٢ ديسمبر ٢٠٢٦');
    const policy = within(dialog).getByTestId('cancellation-policy');
    expect(policy.textContent).toBe('سياسة الإلغاء: Full refund a week before.');
    expect(within(policy).getByText('Full refund a week before.').getAttribute('lang')).toBe('en');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إكمال التسجيل' }));
    await screen.findByText('اكتمل عدد المشاركين في هذه الورشة.');
  });
});

describe('add to calendar', () => {
  it('links each workshop card to its .ics file in the interface language', async () => {
    stubApi(api());
    renderApp('/workshops');
    const cards = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
    const link = within(cards[0]!).getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toBe('/api/workshops/w1/calendar.ics?lang=en');
    expect(link.hasAttribute('download')).toBe(true);
    expect(cards[0]!.id).toBe('workshop-w1');
    cleanup();
    stubApi(api());
    renderApp('/workshops', 'ar');
    const arabic = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
    expect(within(arabic[1]!).getByRole('link', { name: 'أضف إلى التقويم' }).getAttribute('href')).toBe(
      '/api/workshops/w2/calendar.ics?lang=ar',
    );
  });

  it('links each event card to its .ics file in the interface language', async () => {
    const event = artEvent({
      title: 'Najdi doors talk',
      titleAr: 'حديث الأبواب النجدية',
      venue: 'Diriyah',
      venueAr: 'الدرعية',
      myRsvp: null,
    });
    const events = { 'GET /api/events': { status: 200, body: { items: [event], total: 1, facets: {} } } };
    stubApi({ ...api(), ...events });
    renderApp('/events', 'ar');
    const card = await screen.findByTestId('event-card', {}, { timeout: 15_000 });
    expect(within(card).getByRole('link', { name: 'أضف إلى التقويم' }).getAttribute('href')).toBe(
      '/api/events/e1/calendar.ics?lang=ar',
    );
    expect(card.id).toBe('event-e1');
    cleanup();
    stubApi({ ...api(), ...events });
    renderApp('/events');
    const english = await screen.findByTestId('event-card', {}, { timeout: 15_000 });
    expect(within(english).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/events/e1/calendar.ics?lang=en',
    );
  });
});

describe('the return from the payment page', () => {
  it('says the payment was received', async () => {
    stubApi(api());
    renderApp('/workshops?registration=r1&payment=succeed');
    expect((await screen.findByTestId('payment-return', {}, { timeout: 15_000 })).textContent).toContain(
      'Payment received',
    );
  });
});

describe('the organiser’s events', () => {
  it('creates an event in both languages and lists it with its attendees', async () => {
    const created = artEvent({ title: 'Opening', titleAr: 'افتتاح', status: 'scheduled' });
    const fetchMock = stubApi({
      ...signedIn(
        { role: 'workshop_organiser', roles: ['workshop_organiser'] },
        { setupComplete: true, roles: ['workshop_organiser'] },
      ),
      'GET /api/events/organised': { status: 200, body: [{ ...created, attendees: 3 }] },
      'POST /api/events': { status: 201, body: created },
    });
    renderApp('/manage/events');
    const item = await screen.findByTestId('organised-event', {}, { timeout: 15_000 });
    expect(item.textContent).toContain('3 attending');
    fireEvent.change(screen.getByLabelText(/^Title\s*\*?$/), { target: { value: 'Opening' } });
    fireEvent.change(screen.getByLabelText(/Title \(Arabic\)/), { target: { value: 'افتتاح' } });
    fireEvent.change(screen.getByLabelText(/Starts/), { target: { value: '2026-12-01T21:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('The event was created');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      title: 'Opening',
      titleAr: 'افتتاح',
      category: 'exhibition',
    });
  });
});
