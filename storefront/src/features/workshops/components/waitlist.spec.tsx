import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const kufic = {
  id: 'k1',
  title: 'Kufic lettering',
  titleAr: 'الخط الكوفي',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: '2026-12-20T16:00:00Z',
  currentParticipants: 1,
  maxParticipants: 8,
  isOnline: true,
};
const soloTier = { id: 'solo', tierName: 'Solo', tierNameAr: 'فردي', price: '0.00', currency: 'SAR', maxQuantity: 1 };
const path = '/api/workshops/k1/ticket-tiers/solo/waitlist';

function api(tier: Record<string, unknown>, overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
    'GET /api/workshops': { status: 200, body: [kufic, { ...kufic, id: 'k2', currentParticipants: 8 }] },
    'GET /api/workshops/featured': { status: 200, body: [] },
    'GET /api/workshops/k1/ticket-tiers': { status: 200, body: [{ ...soloTier, currentSold: 1, ...tier }] },
    'GET /api/workshops/k1/payment-methods': { status: 200, body: [] },
    'GET /api/workshops/k1/registration-fields': { status: 200, body: [] },
    ...overrides,
  };
}

async function soloCard(register: string) {
  const cards = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
  fireEvent.click(within(cards[0]!).getByRole('button', { name: register }));
  const dialog = await screen.findByRole('dialog');
  return (await within(dialog).findAllByTestId('tier-card'))[0]!;
}

describe('the waiting list in the registration dialog', () => {
  it('offers a sold-out tier’s waiting list and joins it', async () => {
    const fetchMock = stubApi(
      api({ waitlisted: false, position: null }, { [`POST ${path}`]: { status: 201, body: { position: 1 } } }),
    );
    renderApp('/workshops');
    const card = await soloCard('Register');
    expect(within(card).getByText('Sold out')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Join the waiting list' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url) === path && init?.method === 'POST')).toBe(true),
    );
  });

  it('shows my number and leaves, in Arabic', async () => {
    const fetchMock = stubApi(
      api({ waitlisted: true, position: 3 }, { [`DELETE ${path}`]: { status: 200, body: { position: null } } }),
    );
    renderApp('/workshops', 'ar');
    const card = await soloCard('سجّل');
    expect(within(card).getByTestId('waitlist-position').textContent).toBe('ترتيبك 3 في قائمة الانتظار');
    fireEvent.click(within(card).getByRole('button', { name: 'غادر قائمة الانتظار' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url) === path && init?.method === 'DELETE')).toBe(true),
    );
  });

  it('lets the person a seat is held for choose the tier, with the deadline', async () => {
    stubApi(api({ waitlisted: true, position: 1, offerExpiresAt: inAnHour }));
    renderApp('/workshops');
    const card = await soloCard('Register');
    expect(within(card).getByTestId('waitlist-position').textContent).toMatch(/^A seat is held for you until /);
    expect(within(card).queryByText('Sold out')).toBeNull();
    expect(within(card).getAllByRole('button')[0]!.hasAttribute('disabled')).toBe(false);
  });

  it('offers the waiting list on a full workshop’s card', async () => {
    stubApi(api({}));
    renderApp('/workshops', 'ar');
    const cards = await screen.findAllByTestId('workshop-card', {}, { timeout: 15_000 });
    expect(within(cards[1]!).getByRole('button', { name: 'مكتمل' }).hasAttribute('disabled')).toBe(true);
    expect(within(cards[1]!).getByRole('button', { name: 'انضم إلى قائمة الانتظار' })).toBeTruthy();
  });
});

describe('My Events', () => {
  const myEvents: FakeApi = {
    ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
    'GET /api/my-events': {
      status: 200,
      body: [
        {
          id: 'e1:u',
          status: 'attending',
          rsvpedAt: '2026-11-01T10:00:00Z',
          event: { id: 'e1', title: 'Doors talk', titleAr: 'حديث الأبواب', startDate: kufic.startDate, isOnline: true },
        },
      ],
    },
    'GET /api/my-waitlist': {
      status: 200,
      body: [
        {
          workshopId: 'k1',
          tierId: 'solo',
          tierName: 'Solo',
          tierNameAr: 'فردي',
          position: 2,
          status: 'waiting',
          workshop: { id: 'k1', title: kufic.title, titleAr: kufic.titleAr, startDate: kufic.startDate },
        },
        {
          workshopId: 'k2',
          tierId: 'solo',
          tierName: 'Solo',
          tierNameAr: 'فردي',
          position: 1,
          status: 'offered',
          offerExpiresAt: inAnHour,
          workshop: { id: 'k2', title: 'Naskh', titleAr: 'النسخ', startDate: kufic.startDate },
        },
      ],
    },
  };

  it('links each answer to its calendar file and lists my waiting-list places and offers', async () => {
    stubApi(myEvents);
    renderApp('/my-events');
    const answer = await screen.findByTestId('my-event', {}, { timeout: 15_000 });
    expect(within(answer).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/events/e1/calendar.ics?lang=en',
    );
    const places = await screen.findAllByTestId('my-waitlist-place');
    expect(places[0]!.textContent).toContain('Solo · number 2 on the waiting list');
    expect(places[1]!.textContent).toContain('Solo · a seat is held for you until');
    expect(within(places[1]!).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/workshops#workshop-k2',
    );
  });

  it('says the same in Arabic', async () => {
    stubApi(myEvents);
    renderApp('/my-events', 'ar');
    const answer = await screen.findByTestId('my-event', {}, { timeout: 15_000 });
    expect(within(answer).getByRole('link', { name: 'أضف إلى التقويم' }).getAttribute('href')).toBe(
      '/api/events/e1/calendar.ics?lang=ar',
    );
    expect(screen.getByRole('heading', { name: 'قوائم الانتظار' })).toBeTruthy();
    const places = await screen.findAllByTestId('my-waitlist-place');
    expect(places[0]!.textContent).toContain('فردي · ترتيبك 2 في قائمة الانتظار');
    expect(places[1]!.textContent).toContain('فردي · مقعد محجوز لك حتى');
  });
});
