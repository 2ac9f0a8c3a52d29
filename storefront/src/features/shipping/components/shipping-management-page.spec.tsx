import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const awaiting = {
  id: 'o1',
  orderId: 'o1',
  orderNumber: 'GA-1001',
  artworkTitle: 'Dunes at Dusk',
  address: { recipientName: 'Reem', city: 'Riyadh', country: 'SA' },
  carrier: 'smsa',
  trackingNumber: null,
  status: 'awaiting_shipment',
  shipBy: '2026-11-29T10:00:00Z',
  shippedAt: null,
  deliveredAt: null,
  disputeWindowEndsAt: null,
  events: [],
  createdAt: '2026-11-26T10:00:00Z',
};
const inTransit = {
  ...awaiting,
  id: 'o2',
  orderId: 'o2',
  orderNumber: 'GA-1002',
  status: 'in_transit',
  trackingNumber: 'SMSA123',
  events: [
    { status: 'shipped', at: '2026-11-26T12:00:00Z', place: '', description: 'smsa SMSA123', source: 'seller' },
    {
      status: 'in_transit',
      at: '2026-11-27T08:00:00Z',
      place: 'Riyadh hub',
      description: 'Departed',
      source: 'webhook',
    },
  ],
};
const profile = {
  businessName: 'Gallery',
  contactPerson: 'Maha',
  contactPhone: '+966114567890',
  contactEmail: 'g@example.sa',
  domesticRate: 7500,
  internationalRate: 35000,
  handlingDays: 3,
  defaultCarrier: 'smsa',
  notes: null,
};

function api(overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn({ role: 'gallery', roles: ['gallery'] }, { setupComplete: true, roles: ['gallery'] }),
    'GET /api/shipping/orders': { status: 200, body: [awaiting, inTransit] },
    'GET /api/shipping/profile': { status: 200, body: { profile } },
    'GET /api/shipping/analytics': {
      status: 200,
      body: {
        total: 2,
        byStatus: {
          awaiting_shipment: 1,
          shipped: 0,
          in_transit: 1,
          out_for_delivery: 0,
          delivered: 0,
          returned: 0,
          exception: 0,
        },
        averageHandlingHours: 26.5,
        onTimeRate: 0.75,
      },
    },
    ...overrides,
  };
}

const heading = (name = 'Shipping management') => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('shipping management page', () => {
  it('lists orders to ship and ships one with a carrier and tracking number', async () => {
    const fetchMock = stubApi(api({ 'POST /api/shipping/orders/o1/ship': { status: 200, body: inTransit } }));
    renderApp('/shipping-management');
    await heading();
    const cards = await screen.findAllByTestId('shipping-order');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('shipping-status').textContent).toBe('Awaiting shipment');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Ship' }));
    const form = await screen.findByTestId('ship-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /Tracking number/ }), { target: { value: 'SMSA999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(screen.queryByTestId('ship-form')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ carrier: 'smsa', trackingNumber: 'SMSA999' });
  });

  it('shows the server’s field message when tracking is refused', async () => {
    stubApi(
      api({
        'POST /api/shipping/orders/o2/tracking': {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Validation failed',
            messageAr: 'فشل التحقق',
            details: [{ field: 'place', message: 'Maximum 120 characters.', messageAr: 'الحد الأقصى 120 حرفًا.' }],
          },
        },
      }),
    );
    renderApp('/shipping-management');
    await heading();
    const cards = await screen.findAllByTestId('shipping-order');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Add tracking' }));
    const form = await screen.findByTestId('tracking-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /Place/ }), { target: { value: 'x'.repeat(130) } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Description/ }), { target: { value: 'Late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record event' }));
    expect(await within(form).findByText('Maximum 120 characters.')).toBeTruthy();
  });

  it('shows the tracking timeline and the analytics', async () => {
    stubApi(api());
    renderApp('/shipping-management');
    await heading();
    fireEvent.click(screen.getByRole('tab', { name: 'Tracking' }));
    const timeline = await screen.findByTestId('tracking-timeline');
    expect(within(timeline).getAllByRole('listitem')[0]!.textContent).toContain('Riyadh hub');
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect((await screen.findByTestId('analytics-on-time')).textContent).toBe('75%');
    expect(screen.getByTestId('analytics-handling').textContent).toBe('26.5 h');
  });

  it('saves the profile with rates in halalas and refuses bad fields first', async () => {
    const fetchMock = stubApi(api({ 'PUT /api/shipping/profile': { status: 200, body: { profile } } }));
    renderApp('/shipping-management');
    await heading();
    fireEvent.click(screen.getByRole('tab', { name: 'Shipping profile' }));
    const form = await screen.findByTestId('shipping-profile-form');
    const days = within(form).getByRole('spinbutton', { name: /Handling time/ });
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Enter a whole number of days from 1 to 60.')).toBeTruthy();
    fireEvent.change(days, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Shipping profile saved.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ domesticRate: 7500, handlingDays: 4 });
  });

  it('renders in Arabic', async () => {
    stubApi(api());
    renderApp('/shipping-management', 'ar');
    await heading('إدارة الشحن');
    expect(await screen.findByRole('tab', { name: 'ملف الشحن' })).toBeTruthy();
    const cards = await screen.findAllByTestId('shipping-order');
    expect(within(cards[0]!).getByTestId('shipping-status').textContent).toBe('بانتظار الشحن');
    expect(within(cards[0]!).getByRole('button', { name: 'شحن' })).toBeTruthy();
  });
});
