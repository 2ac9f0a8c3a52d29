import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi } from '../../../test-utils/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const member = signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] });
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, call: string) => {
  const found = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}` === call,
  );
  return found ? JSON.parse(String(found[1]?.body)) : null;
};

describe('the footer newsletter form', () => {
  it('subscribes in the interface language and says a confirmation link was mailed', async () => {
    const fetchMock = stubApi({
      ...signedOut,
      'POST /api/newsletter/subscribe': { status: 202, body: { status: 'accepted' } },
    });
    renderApp('/', 'ar');
    const form = (await screen.findAllByRole('form', { name: /ابقَ على/ }, { timeout: 15_000 }))[0]!;
    fireEvent.change(within(form).getByLabelText(/البريد الإلكتروني/), { target: { value: 'reader@example.sa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'اشترك' }));
    expect((await within(form).findByRole('status')).textContent).toContain('reader@example.sa');
    expect(bodyOf(fetchMock, 'POST /api/newsletter/subscribe')).toEqual({
      email: 'reader@example.sa',
      language: 'ar',
      source: 'footer',
    });
  });

  it("shows the server's refusal of the address under the field", async () => {
    stubApi({
      ...signedOut,
      'POST /api/newsletter/subscribe': {
        status: 400,
        body: {
          message: 'Validation failed',
          details: [{ field: 'email', message: 'email must be an email', messageAr: 'أدخل بريدًا إلكترونيًا صحيحًا' }],
        },
      },
    });
    renderApp('/');
    const form = (await screen.findAllByRole('form', { name: 'Stay in the loop' }, { timeout: 15_000 }))[0]!;
    fireEvent.change(within(form).getByLabelText(/E-mail address/), { target: { value: 'nope' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByText('email must be an email')).toBeTruthy();
  });
});

describe('the mailed links', () => {
  it('confirms through the link and says so', async () => {
    stubApi({
      ...signedOut,
      'GET /api/newsletter/confirm': { status: 200, body: { status: 'confirmed', language: 'en' } },
    });
    renderApp('/newsletter/confirm?token=c.abc.1.sig');
    expect((await screen.findByRole('status', {}, { timeout: 15_000 })).textContent).toContain(
      'Your subscription is confirmed',
    );
  });

  it('shows an expired link in Arabic', async () => {
    stubApi({
      ...signedOut,
      'GET /api/newsletter/confirm': {
        status: 422,
        body: {
          message: 'This confirmation link has expired',
          messageAr: 'انتهت صلاحية رابط التأكيد',
          code: 'confirmation_expired',
        },
      },
    });
    renderApp('/newsletter/confirm?token=c.abc.1.sig', 'ar');
    expect(await screen.findByText('انتهت صلاحية رابط التأكيد', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('unsubscribes through the link', async () => {
    stubApi({
      ...signedOut,
      'GET /api/newsletter/unsubscribe': { status: 200, body: { status: 'unsubscribed', language: 'ar' } },
    });
    renderApp('/newsletter/unsubscribe?token=u.abc.-.sig', 'ar');
    expect((await screen.findByRole('status', {}, { timeout: 15_000 })).textContent).toContain('تم إلغاء اشتراكك');
  });
});

describe('preferences', () => {
  it('turn the newsletter on with topics and language, then ask to check the mail', async () => {
    const fetchMock = stubApi({
      ...member,
      'GET /api/newsletter/preferences': {
        status: 200,
        body: {
          email: 'n@example.sa',
          status: 'none',
          language: 'en',
          topics: ['auctions', 'editorial'],
          openTracking: false,
        },
      },
      'PUT /api/newsletter/preferences': {
        status: 200,
        body: { email: 'n@example.sa', status: 'pending', language: 'ar', topics: ['auctions'], openTracking: true },
      },
    });
    renderApp('/preferences');
    expect(await screen.findByText('You do not receive the newsletter.', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Receive the newsletter' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Editorial and stories' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Arabic' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /count when I open a newsletter/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('We sent a confirmation link'));
    expect(bodyOf(fetchMock, 'PUT /api/newsletter/preferences')).toEqual({
      subscribed: true,
      language: 'ar',
      topics: ['auctions'],
      openTracking: true,
    });
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });
});

describe('while the newsletter is switched off', () => {
  const homeForm = () => document.getElementById('home-newsletter-title');
  const footerForm = () =>
    within(screen.getByRole('contentinfo')).queryByRole('form', { name: /Stay in the loop|ابقَ على/ });

  it('the footer and signed-in home forms are hidden, the rest of the page stays', async () => {
    const fetchMock = stubApi({
      ...member,
      'GET /api/feature-toggles': { status: 200, body: { newsletter: false } },
    });
    renderApp('/', 'ar');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/feature-toggles'))).toBe(true),
    );
    await waitFor(() => expect([homeForm(), footerForm()]).toEqual([null, null]));
    expect(within(screen.getByRole('contentinfo')).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('both forms show while it is on', async () => {
    stubApi({ ...member, 'GET /api/feature-toggles': { status: 200, body: { newsletter: true } } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    await waitFor(() => expect(homeForm()).not.toBeNull(), { timeout: 10_000 });
    await waitFor(() => expect(footerForm()).not.toBeNull(), { timeout: 10_000 });
  });
});
