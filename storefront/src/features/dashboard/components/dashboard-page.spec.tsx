import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldRefusal } from '../../../test-utils/field-refusal';
import { renderApp, signedIn, stubApi, stubApiWithPending, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const profile = {
  firstName: 'Noura',
  lastName: 'Saleh',
  phone: '+966 50 123 4567',
  location: 'Riyadh',
  bio: 'Collector of calligraphy.',
};

function dashboardApi(roles: string[], overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn({ ...profile, role: roles[0], roles }, { setupComplete: true, roles }),
    'GET /api/me/stats': { status: 200, body: { favorites: 3, inquiries: 2, profileViews: 41, following: 0 } },
    'GET /api/favorites': { status: 200, body: [] },
    'GET /api/inquiries/user': { status: 200, body: [] },
    'GET /api/inquiries/received': { status: 200, body: [] },
    'GET /api/my-workshops': { status: 200, body: [] },
    'GET /api/my-events': { status: 200, body: [] },
    ...overrides,
  };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'My dashboard' }, { timeout: 15_000 });

const inquiry = (id: string, status: string, response: string | null) => ({
  id,
  kind: 'artwork',
  status,
  message: `Is work ${id} still available?`,
  response,
  respondedAt: null,
  createdAt: '2026-03-01T10:00:00Z',
  email: 'asker@example.sa',
  phone: null,
  artwork: { id: 'a-1', title: 'Desert light', titleAr: 'ضوء الصحراء', images: [], artist: { name: 'A', nameAr: 'أ' } },
  gallery: null,
});

describe('personal dashboard', () => {
  it('shows the profile and quick stats, and edits the profile: prefilled, saved with a toast, back to view', async () => {
    const fetchMock = stubApi(
      dashboardApi(['collector'], {
        'PATCH /api/profile': {
          status: 200,
          body: {
            id: 'u-1',
            email: 'n@example.sa',
            role: 'collector',
            roles: ['collector'],
            ...profile,
            location: 'Jeddah',
          },
        },
      }),
    );
    renderApp('/dashboard');
    await heading();
    expect(within(screen.getByRole('region', { name: 'Noura Saleh' })).getByText('Riyadh')).toBeTruthy();
    expect((await screen.findByTestId('badge-profileViews')).textContent).toBe('41');
    expect(screen.getByTestId('badge-favorites').textContent).toBe('3');
    expect(screen.getByTestId('badge-inquiries').textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const location = screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement;
    expect(location.value).toBe('Riyadh');
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Noura');
    fireEvent.change(location, { target: { value: 'Jeddah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(screen.getByText('Your profile has been updated successfully.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Noura Saleh' })).getByText('Jeddah')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Location' })).toBeNull();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ ...profile, location: 'Jeddah' });
  });

  it('cancel discards the changes', async () => {
    const fetchMock = stubApi(dashboardApi(['collector']));
    renderApp('/dashboard');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'Dammam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('region', { name: 'Noura Saleh' })).getByText('Riyadh')).toBeTruthy();
    expect(screen.queryByText('Dammam')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect((screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement).value).toBe('Riyadh');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("shows the server's field errors on the fields, in Arabic", async () => {
    stubApi(
      dashboardApi(['collector'], {
        'PATCH /api/profile': fieldRefusal('bio', 'invalid', 'Too long', 'النبذة طويلة جدًا'),
      }),
    );
    renderApp('/dashboard', 'ar');
    await screen.findByRole('heading', { level: 1, name: 'لوحتي' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'تعديل الملف الشخصي' }));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('النبذة طويلة جدًا')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'نبذة' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the phone before sending', async () => {
    const fetchMock = stubApi(dashboardApi(['collector']));
    renderApp('/dashboard');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('shows four skeleton cards while favourites load and three while inquiries load', async () => {
    stubApiWithPending(dashboardApi(['collector']), ['/api/favorites', '/api/inquiries/user']);
    renderApp('/dashboard');
    await heading();
    expect(screen.getAllByTestId('favorite-skeleton')).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: 'My inquiries' }));
    expect(await screen.findAllByTestId('inquiry-skeleton')).toHaveLength(3);
    expect(
      screen.getByTestId('inquiry-scroll-area').style.height ||
        getComputedStyle(screen.getByTestId('inquiry-scroll-area')).height,
    ).toBe('24rem');
  });

  it('links an empty registrations tab to workshops and events, and settings to preferences', async () => {
    stubApi(dashboardApi(['collector']));
    renderApp('/dashboard?tab=registrations');
    await heading();
    const empty = await screen.findByTestId('registrations-empty');
    expect(within(empty).getByRole('link', { name: 'Browse workshops' }).getAttribute('href')).toBe('/workshops');
    expect(within(empty).getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('link', { name: 'Open preferences' }).getAttribute('href')).toBe('/preferences');
  });

  it('fills the registrations tab from /api/my-workshops and /api/my-events, with payment and RSVP status', async () => {
    stubApi(
      dashboardApi(['collector'], {
        'GET /api/my-workshops': {
          status: 200,
          body: [
            {
              id: 'r1',
              paymentStatus: 'paid',
              workshop: { title: 'Thuluth calligraphy', titleAr: 'خط الثلث', startDate: '2026-04-01T16:00:00Z' },
            },
          ],
        },
        'GET /api/my-events': {
          status: 200,
          body: [{ id: 'e1:u', status: 'maybe', event: { title: 'Opening night', startDate: '2026-05-01T18:00:00Z' } }],
        },
      }),
    );
    renderApp('/dashboard?tab=registrations');
    await heading();
    const items = await screen.findAllByTestId('registration-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Thuluth calligraphy')).toBeTruthy();
    expect(within(items[0]!).getByText('Paid')).toBeTruthy();
    expect(within(items[1]!).getByText('Maybe')).toBeTruthy();
  });

  it('shows a failed registrations call instead of an empty list', async () => {
    stubApi(dashboardApi(['collector'], { 'GET /api/my-events': { status: 404, body: { message: 'not found' } } }));
    renderApp('/dashboard?tab=registrations');
    await heading();
    await screen.findByText('This could not be loaded. Please try again later.');
    expect(screen.queryByTestId('registrations-empty')).toBeNull();
  });

  it('gives everyone the analytics and collector links, and sellers their tools with the right label', async () => {
    stubApi(dashboardApi(['collector']));
    renderApp('/dashboard');
    await heading();
    let links = within(screen.getByTestId('dashboard-links'))
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/analytics/dashboard', '/collector']);
    expect(screen.queryByRole('tab', { name: 'Received inquiries' })).toBeNull();
    cleanup();

    stubApi(dashboardApi(['artist', 'gallery']));
    renderApp('/dashboard');
    await heading();
    links = within(screen.getByTestId('dashboard-links'))
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(links).toEqual([
      '/analytics/dashboard',
      '/collector',
      '/analytics',
      '/seller',
      '/artworks/manage',
      '/representation-requests',
      '/shipping-management',
      '/invoice-management',
    ]);
    expect(screen.getByRole('link', { name: 'Artist & Gallery analytics' })).toBeTruthy();
  });

  it('lists my inquiries with the answers', async () => {
    stubApi(
      dashboardApi(['collector'], {
        'GET /api/inquiries/user': { status: 200, body: [inquiry('q-1', 'responded', 'Yes, it is.')] },
      }),
    );
    renderApp('/dashboard?tab=inquiries');
    await heading();
    const card = await screen.findByTestId('inquiry-card');
    expect(within(card).getByText('Desert light')).toBeTruthy();
    expect(within(card).getByText('Answered')).toBeTruthy();
    expect(within(card).getByTestId('inquiry-response').textContent).toContain('Yes, it is.');
  });

  it('lets a gallery answer a received inquiry', async () => {
    const api = dashboardApi(['gallery'], {
      'GET /api/inquiries/received': { status: 200, body: [inquiry('q-2', 'pending', null)] },
      'POST /api/inquiries/q-2/respond': { status: 201, body: inquiry('q-2', 'responded', 'Yes.') },
    });
    const fetchMock = stubApi(api);
    renderApp('/dashboard?tab=received');
    await heading();
    const card = await screen.findByTestId('inquiry-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(await within(card).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(card).getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Yes.' } });
    api['GET /api/inquiries/received'] = { status: 200, body: [inquiry('q-2', 'responded', 'Yes.')] };
    fireEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/respond'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ response: 'Yes.' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull());

    // Answered, the inquiry can be closed from the same screen; its status then reads closed.
    api['POST /api/inquiries/q-2/close'] = { status: 201, body: inquiry('q-2', 'closed', 'Yes.') };
    api['GET /api/inquiries/received'] = { status: 200, body: [inquiry('q-2', 'closed', 'Yes.')] };
    fireEvent.click(await screen.findByRole('button', { name: 'Close inquiry' }));
    expect(await screen.findByText('Inquiry closed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('inquiry-status').textContent).toBe('Closed'));
    expect(screen.queryByRole('button', { name: 'Close inquiry' })).toBeNull();
  }, 60_000);
});
