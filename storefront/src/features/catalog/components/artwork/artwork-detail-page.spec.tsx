import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi, type FakeApi } from '../../../../test-utils/render-app';
import { artwork, collectorSession, fieldRefusal, soldWork } from '../../testing/fixtures';
import { heading, writesTo } from '../../testing/helpers';
import { renderWithDocument } from '../../testing/render';

afterEach(cleanup);

const detail: FakeApi = {
  'GET /api/artworks/work-1': { status: 200, body: artwork },
  'GET /api/artworks/work-1/similar': { status: 200, body: [soldWork] },
  'GET /api/artworks/work-1/comments': {
    status: 200,
    body: {
      items: [{ id: 'c-1', body: 'Beautiful light', createdAt: '2025-03-01T10:00:00Z', authorName: 'Reem' }],
      total: 1,
    },
  },
  'GET /api/likes/artworks/work-1': { status: 200, body: { likes: 3, isLiked: false } },
};

const alertText = async () => (await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent ?? '';

describe('artwork detail', () => {
  it('shows the work: images cover first, every field, price in SAR, availability, similar works, comments', async () => {
    stubApi({ ...signedOut, ...detail });
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    const gallery = screen.getByTestId('image-gallery');
    expect(within(gallery).getAllByRole('img')[0]?.getAttribute('src')).toBe('/media/images/img-1.webp');
    fireEvent.click(within(gallery).getByRole('button', { name: 'Show image 2 of 2' }));
    expect(within(gallery).getAllByRole('img')[0]?.getAttribute('src')).toBe('/media/images/img-2.webp');
    expect(screen.getAllByTestId('price')[0]?.textContent).toBe('12,500\u00a0SAR');
    expect(screen.getAllByTestId('availability')[0]?.textContent).toBe('Available');
    const facts = screen.getByTestId('artwork-facts');
    for (const text of ['Oil on linen', '100 × 80 cm', 'Unique', 'From the artist', 'Ships from Jeddah'])
      expect(facts.textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'Ahmad Al-Ghamdi' }).getAttribute('href')).toBe('/artists/artist-1');
    expect(screen.getByRole('link', { name: 'Athr Gallery' }).getAttribute('href')).toBe('/galleries/gallery-1');
    expect((await screen.findByTestId('similar-works')).textContent).toContain('Palm Study');
    expect((await screen.findByTestId('comment')).textContent).toContain('Beautiful light');
  });

  it('renders every field in Arabic, right to left, with Arabic-Indic digits and the riyal sign', async () => {
    stubApi({ ...signedOut, ...detail });
    const { unbind } = renderWithDocument('/artwork/work-1', 'ar');
    await heading('كثبان عند الغروب');
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getAllByTestId('price')[0]?.textContent).toBe('١٢٬٥٠٠\u00a0ر.س');
    expect(screen.getByText('زيت على كتان.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أحمد الغامدي' })).toBeTruthy();
    expect(screen.getByTestId('artwork-facts').textContent).toContain('٢٠٢٢');
    expect(screen.getAllByTestId('availability')[0]?.textContent).toBe('متاح');
  });

  it('asks a signed-out visitor to log in when they favourite, and sends nothing', async () => {
    const fetchMock = stubApi({ ...signedOut, ...detail });
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    fireEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    const alert = await alertText();
    expect(alert).toContain('Login required');
    expect(alert).toContain('Please log in to add artworks to your favorites');
    expect(screen.getByRole('alert').className).toContain('Error'); // the destructive (error) variant
    expect(writesTo(fetchMock, 'POST', '/api/favorites')).toEqual([]);
  });

  it('favourites for a signed-in collector, then removes with "Removed from favorites"', async () => {
    const api: FakeApi = {
      ...collectorSession,
      ...detail,
      'GET /api/favorites/work-1/check': { status: 200, body: { isFavorite: false } },
      'POST /api/favorites': { status: 201, body: { id: 'f-1', artworkId: 'work-1' } },
      'DELETE /api/favorites/work-1': { status: 200 },
    };
    const fetchMock = stubApi(api);
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    const add = await screen.findByRole('button', { name: 'Add to favorites' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    api['GET /api/favorites/work-1/check'] = { status: 200, body: { isFavorite: true } };
    fireEvent.click(add);
    expect(await alertText()).toContain('Added to favorites');
    expect(writesTo(fetchMock, 'POST', '/api/favorites')).toEqual([{ artworkId: 'work-1' }]);
    const remove = await screen.findByRole('button', { name: 'Remove from favorites' });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    api['GET /api/favorites/work-1/check'] = { status: 200, body: { isFavorite: false } };
    fireEvent.click(remove);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Removed from favorites'));
    expect(screen.getByRole('alert').textContent).toContain('Artwork removed from your collection');
    expect(writesTo(fetchMock, 'DELETE', '/api/favorites/work-1')).toHaveLength(1);
  });

  it('shows the favourites error toast when the call fails', async () => {
    stubApi({
      ...collectorSession,
      ...detail,
      'GET /api/favorites/work-1/check': { status: 200, body: { isFavorite: false } },
      'POST /api/favorites': { status: 500, body: { message: 'boom' } },
    });
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    const add = await screen.findByRole('button', { name: 'Add to favorites' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    expect(await alertText()).toContain('Error with favorites');
  });

  it('refuses a bad inquiry before sending: bad e-mail, bad phone, short message', async () => {
    const fetchMock = stubApi({ ...collectorSession, ...detail });
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    const form = within(screen.getByTestId('inquiry-form'));
    fireEvent.change(form.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.change(form.getByLabelText(/^Phone/), { target: { value: 'call me' } });
    fireEvent.change(form.getByLabelText(/^Message/), { target: { value: 'Hi' } });
    fireEvent.click(form.getByRole('button', { name: 'Send inquiry' }));
    expect(await form.findByText('Enter a valid email address.')).toBeTruthy();
    expect(form.getByText('Enter a valid phone number.')).toBeTruthy();
    expect(form.getByText('Minimum 10 characters.')).toBeTruthy();
    expect(writesTo(fetchMock, 'POST', '/api/artworks/work-1/inquiries')).toEqual([]);
  });

  it("sends an inquiry and shows the server's field message on its field", async () => {
    const api: FakeApi = {
      ...collectorSession,
      ...detail,
      'POST /api/artworks/work-1/inquiries': fieldRefusal(
        'message',
        'maxLength',
        'Maximum 2000 characters.',
        'الحد الأقصى 2000 حرفًا.',
      ),
    };
    const fetchMock = stubApi(api);
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    const form = within(screen.getByTestId('inquiry-form'));
    expect((form.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('collector@example.sa');
    fireEvent.change(form.getByLabelText(/^Message/), {
      target: { value: 'Is this work still available for viewing?' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Send inquiry' }));
    expect(await form.findByText('Maximum 2000 characters.')).toBeTruthy();
    expect(writesTo(fetchMock, 'POST', '/api/artworks/work-1/inquiries')).toEqual([
      { email: 'collector@example.sa', message: 'Is this work still available for viewing?' },
    ]);
    api['POST /api/artworks/work-1/inquiries'] = { status: 201, body: { id: 'i-1', status: 'pending' } };
    fireEvent.click(form.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Inquiry sent'));
    expect((form.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it('posts a comment when signed in and reports one with a reason', async () => {
    const fetchMock = stubApi({
      ...collectorSession,
      ...detail,
      'POST /api/artworks/work-1/comments': {
        status: 201,
        body: { id: 'c-2', body: 'Lovely', createdAt: '2025-03-02T10:00:00Z' },
      },
      'POST /api/comments/c-1/report': { status: 201, body: {} },
    });
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    const comments = within(screen.getByTestId('comments'));
    fireEvent.click(comments.getByRole('button', { name: 'Post comment' }));
    expect(await comments.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(comments.getByLabelText('Your comment'), { target: { value: 'Lovely' } });
    fireEvent.click(comments.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(writesTo(fetchMock, 'POST', '/api/artworks/work-1/comments')).toEqual([{ body: 'Lovely' }]),
    );
    // The posted comment shows at once, above the earlier one.
    await waitFor(() =>
      expect(comments.getAllByTestId('comment').map((c) => c.textContent)).toEqual([
        expect.stringContaining('Lovely'),
        expect.stringContaining('Beautiful light'),
      ]),
    );
    fireEvent.click(comments.getAllByRole('button', { name: 'Report' })[1]!);
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/Why should moderators/), { target: { value: 'Spam link' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(writesTo(fetchMock, 'POST', '/api/comments/c-1/report')).toEqual([{ reason: 'Spam link' }]),
    );
  });

  it('shares by copying the link when the Web Share API is missing', async () => {
    stubApi({ ...signedOut, ...detail });
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    renderApp('/artwork/work-1');
    await heading('Dunes at Dusk');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await alertText()).toContain('Link copied');
    expect(copied).toContain('lang=en');
  });

  it('says "Artwork not found" for an unknown id', async () => {
    stubApi({
      ...signedOut,
      'GET /api/artworks/nope': {
        status: 404,
        body: {
          statusCode: 404,
          code: 'not_found',
          message: 'Artwork not found',
          messageAr: 'العمل الفني غير موجود',
          details: [],
        },
      },
    });
    renderApp('/artwork/nope');
    await heading('Artwork not found');
  });
});
