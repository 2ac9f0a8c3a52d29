import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi, type FakeApi } from '../../../../test-utils/render-app';
import { ahmad, artwork, collectorSession, fieldRefusal, gallery, page, soldWork } from '../../testing/fixtures';
import { callsTo, choose, heading, writesTo } from '../../testing/helpers';
import { renderWithDocument } from '../../testing/render';

afterEach(cleanup);

const profile: FakeApi = {
  'GET /api/galleries/gallery-1': { status: 200, body: gallery },
  'GET /api/galleries/gallery-1/artists': { status: 200, body: [ahmad] },
  'GET /api/artworks': { status: 200, body: page([artwork, soldWork]) },
};

describe('gallery profile', () => {
  it('shows statistics and the overview, and opens every tab', async () => {
    const fetchMock = stubApi({ ...signedOut, ...profile });
    renderApp('/galleries/gallery-1');
    await heading('Athr Gallery');
    expect(screen.getByLabelText('Gallery statistics').textContent).toContain('Years in business');
    expect(screen.getByTestId('gallery-overview').textContent).toContain('Contemporary art in Jeddah.');

    fireEvent.click(screen.getByRole('tab', { name: 'Artworks' }));
    expect((await screen.findAllByTestId('artwork-card')).length).toBe(2);
    expect(callsTo(fetchMock, '/api/artworks').at(-1)?.get('galleryId')).toBe('gallery-1');
    await choose('Availability', 'Sold');
    await waitFor(() => expect(callsTo(fetchMock, '/api/artworks').at(-1)?.get('availability')).toBe('sold'));
    await choose('Sort by', 'Price: high to low');
    await waitFor(() => expect(callsTo(fetchMock, '/api/artworks').at(-1)?.get('sort')).toBe('price_desc'));

    fireEvent.click(screen.getByRole('tab', { name: 'Artists' }));
    expect((await screen.findByTestId('artist-card')).textContent).toContain('Ahmad Al-Ghamdi');

    fireEvent.click(screen.getByRole('tab', { name: 'Exhibitions' }));
    expect(screen.getByRole('heading', { name: 'Upcoming' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Past' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.getAllByTestId('gallery-event').map((e) => e.textContent)).toEqual([
      expect.stringContaining('Artist talk'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getAllByTestId('gallery-event').map((e) => e.textContent)).toEqual([
      expect.stringContaining('Opening night'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ongoing' }));
    expect(screen.getByTestId('empty-state').textContent).toContain('No events here');
  });

  it('follows the gallery when signed in, and asks a signed-out visitor to log in', async () => {
    const api: FakeApi = {
      ...collectorSession,
      ...profile,
      'GET /api/follows/check': { status: 200, body: { isFollowing: false } },
      'POST /api/follows/galleries/gallery-1': { status: 201, body: {} },
    };
    const fetchMock = stubApi(api);
    renderApp('/galleries/gallery-1');
    await heading('Athr Gallery');
    const follow = await screen.findByRole('button', { name: 'Follow' });
    api['GET /api/follows/check'] = { status: 200, body: { isFollowing: true } };
    fireEvent.click(follow);
    expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(writesTo(fetchMock, 'POST', '/api/follows/galleries/gallery-1')).toHaveLength(1);
    cleanup();

    stubApi({ ...signedOut, ...profile });
    renderApp('/galleries/gallery-1');
    await heading('Athr Gallery');
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toContain('Login required');
  });

  it('checks the contact form before sending and promises a reply within 24 hours', async () => {
    const fetchMock = stubApi({ ...collectorSession, ...profile });
    renderApp('/galleries/gallery-1');
    await heading('Athr Gallery');
    const form = within(screen.getByTestId('gallery-contact-form'));
    expect(form.getByText('The gallery replies within 24 hours.')).toBeTruthy();
    expect((form.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Sample Collector');
    fireEvent.change(form.getByLabelText(/^Name/), { target: { value: '' } });
    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'collector@' } });
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: '12' } });
    fireEvent.change(form.getByLabelText(/^Subject/), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText('Enter a valid email address.')).toBeTruthy();
    expect(form.getByText('Enter a valid phone number.')).toBeTruthy();
    expect(form.getByText('Maximum 200 characters.')).toBeTruthy();
    expect(form.getAllByText(/This field is required\./)).toHaveLength(2); // name and message
    expect(writesTo(fetchMock, 'POST', '/api/galleries/gallery-1/inquiries')).toEqual([]);
  });

  it('sends the contact form with the chosen inquiry type and shows server field errors', async () => {
    const api: FakeApi = {
      ...collectorSession,
      ...profile,
      'POST /api/galleries/gallery-1/inquiries': fieldRefusal(
        'subject',
        'isNotEmpty',
        'Subject is refused.',
        'الموضوع مرفوض.',
      ),
    };
    const fetchMock = stubApi(api);
    renderApp('/galleries/gallery-1');
    await heading('Athr Gallery');
    const form = within(screen.getByTestId('gallery-contact-form'));
    fireEvent.change(form.getByLabelText(/^Subject/), { target: { value: 'Press visit' } });
    fireEvent.change(form.getByLabelText(/^Message/), { target: { value: 'We would like to visit next week.' } });
    await choose(/^Inquiry type/, 'Press');
    fireEvent.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText('Subject is refused.')).toBeTruthy();
    expect(writesTo(fetchMock, 'POST', '/api/galleries/gallery-1/inquiries')).toEqual([
      {
        name: 'Sample Collector',
        email: 'collector@example.sa',
        subject: 'Press visit',
        message: 'We would like to visit next week.',
        inquiryType: 'press',
      },
    ]);
    api['POST /api/galleries/gallery-1/inquiries'] = { status: 201, body: { id: 'i-1' } };
    fireEvent.click(form.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The gallery will reply within 24 hours.'),
    );
  });

  it('renders in Arabic, right to left', async () => {
    stubApi({ ...signedOut, ...profile });
    const { unbind } = renderWithDocument('/galleries/gallery-1', 'ar');
    await heading('غاليري أثر');
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('tab', { name: 'نظرة عامة' })).toBeTruthy();
    expect(screen.getByText('تردّ صالة العرض خلال 24 ساعة.')).toBeTruthy();
    expect(screen.getByLabelText('إحصاءات صالة العرض').textContent).toContain('١٧');
  });

  it('says "Gallery not found" for an unknown id', async () => {
    stubApi({
      ...signedOut,
      'GET /api/galleries/nope': { status: 404, body: { statusCode: 404, message: 'Gallery not found' } },
    });
    renderApp('/galleries/nope');
    await heading('Gallery not found');
  });
});

describe('galleries list', () => {
  it('lists galleries, filters by location with counts, and shows "Error loading galleries" on failure', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'GET /api/galleries': {
        status: 200,
        body: page([gallery], {
          location: [
            { value: 'Jeddah', count: 1 },
            { value: 'Riyadh', count: 4 },
          ],
        }),
      },
    });
    renderApp('/galleries');
    await heading('Galleries');
    const card = await screen.findByTestId('gallery-card', {}, { timeout: 15_000 });
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/galleries/gallery-1');
    await choose('Location', 'Riyadh (4)');
    await waitFor(() => expect(callsTo(fetchMock, '/api/galleries').at(-1)?.get('location')).toBe('Riyadh'));
    await choose('Sort by', 'Featured first');
    await waitFor(() => expect(callsTo(fetchMock, '/api/galleries').at(-1)?.get('sort')).toBe('featured'));
    cleanup();

    stubApi({ ...signedOut, 'GET /api/galleries': { status: 500, body: {} } });
    renderApp('/galleries');
    expect((await screen.findByTestId('error-state', {}, { timeout: 15_000 })).textContent).toContain(
      'Error loading galleries',
    );
  });
});
