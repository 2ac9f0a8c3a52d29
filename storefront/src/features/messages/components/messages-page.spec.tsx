import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, SLOW, stubApi } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';

afterEach(cleanup);

const both = {
  id: 'm-2',
  subject: 'About your listing',
  body: 'Please add the dimensions.\nThank you.',
  subjectAr: 'بخصوص إدراجك',
  bodyAr: 'يرجى إضافة الأبعاد.\nشكرًا لك.',
  sentAt: '2026-11-20T09:00:00Z',
  read: false,
};
const englishOnly = {
  id: 'm-1',
  subject: 'Welcome aboard',
  body: 'We are glad you joined.',
  subjectAr: null,
  bodyAr: null,
  sentAt: '2026-11-02T09:00:00Z',
  read: true,
};
const api = {
  ...signedIn({}, { setupComplete: true, roles: ['collector'] }),
  'GET /api/messages': { status: 200, body: [both, englishOnly] },
  'GET /api/messages/unread-count': { status: 200, body: { unread: 1 } },
  'POST /api/messages/m-2/read': { status: 200, body: { ...both, read: true } },
};

describe('the messages page', () => {
  it('lists the messages in English, newest first, and marks one read when it is opened', async () => {
    const fetch = stubApi(api);
    renderApp('/messages');
    const [first, second] = await screen.findAllByTestId('message', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Messages');
    expect(within(first!).getByRole('heading', { level: 2 }).textContent).toBe('About your listing');
    expect(within(first!).getByText('New')).toBeTruthy();
    expect(within(second!).getByRole('heading', { level: 2 }).textContent).toBe('Welcome aboard');
    expect(within(second!).queryByText('New')).toBeNull();
    expect(screen.getByTestId('messages-unread').textContent).toBe('1 unread message');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(within(first!).getByRole('button'));
    await waitFor(() => expect(within(first!).queryByText('New')).toBeNull());
    expect(within(first!).getByTestId('message-body').textContent).toBe('Please add the dimensions.\nThank you.');
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual(['/api/messages/m-2/read']);
    expect(screen.getByTestId('messages-unread').textContent).toBe('No unread messages');
  });

  it('speaks Arabic right to left, falling back to English where staff wrote only English', async () => {
    stubApi(api);
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/messages', 'ar');
    const [first, second] = await screen.findAllByTestId('message', {}, SLOW);
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الرسائل');
    const subject = within(first!).getByRole('heading', { level: 2 });
    expect(subject.textContent).toBe('بخصوص إدراجك');
    expect(subject.getAttribute('lang')).toBe('ar');
    expect(within(first!).getByText('جديدة')).toBeTruthy();
    const fallback = within(second!).getByRole('heading', { level: 2 });
    expect(fallback.textContent).toBe('Welcome aboard');
    expect(fallback.getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('messages-unread').textContent).toBe('رسالة واحدة غير مقروءة');
  });

  it('shows the unread count beside Messages in the account menu', async () => {
    stubApi(api);
    renderApp('/messages');
    await screen.findAllByTestId('message', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    const item = await screen.findByRole('menuitem', { name: /Messages/ });
    expect(within(item).getByLabelText('1 unread message').textContent).toBe('1');
  });
});
