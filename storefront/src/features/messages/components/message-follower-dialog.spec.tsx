import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, SLOW, stubApi } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';

afterEach(cleanup);

const fromArtist = {
  id: 'm-3',
  subject: 'New works this week',
  body: 'A new series opens on Thursday.',
  subjectAr: null,
  bodyAr: null,
  sentAt: '2026-11-21T09:00:00Z',
  read: true,
  sender: { type: 'artist', id: 'a-1', name: 'Sara Al-Harbi', nameAr: 'سارة الحربي' },
};
const followers = [
  { id: 'u-7', name: 'Hessa A.', follows: { type: 'gallery', id: 'g-1' } },
  { id: 'u-8', name: 'Omar K.', follows: { type: 'gallery', id: 'g-1' } },
];
const seller = (extra: Record<string, { status: number; body: unknown }> = {}) => ({
  ...signedIn({}, { setupComplete: true, roles: ['gallery'] }),
  'GET /api/messages': { status: 200, body: [] },
  'GET /api/messages/unread-count': { status: 200, body: { unread: 0 } },
  'GET /api/messages/followers': { status: 200, body: followers },
  ...extra,
});

async function openAndFill(send: string, name: string) {
  fireEvent.click(await screen.findByRole('button', { name: send }, SLOW));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name }));
  return dialog;
}

describe('message a follower', () => {
  it('lets a gallery pick a follower who allows messages, write, and send it in English', async () => {
    const fetch = stubApi(seller({ 'POST /api/messages/followers/u-8': { status: 201, body: { id: 'm-9' } } }));
    renderApp('/messages');
    const dialog = await openAndFill('Message a follower', 'Omar K.');
    const submit = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Subject/), { target: { value: ' Opening night ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Join us on Thursday.' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Your message to Omar K. was sent.');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post![0])).toBe('/api/messages/followers/u-8');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      subject: 'Opening night',
      body: 'Join us on Thursday.',
      subjectAr: null,
      bodyAr: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Arabic, sends the Arabic fields, and shows the server’s refusal in Arabic', async () => {
    stubApi(
      seller({
        'POST /api/messages/followers/u-7': {
          status: 403,
          body: {
            message: 'This person does not accept messages from artists and galleries.',
            messageAr: 'لا يقبل هذا الشخص رسائل من الفنانين وصالات العرض.',
          },
        },
      }),
    );
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/messages', 'ar');
    const dialog = await openAndFill('راسل متابِعًا', 'Hessa A.');
    unbind();
    expect(within(dialog).getByRole('heading').textContent).toBe('راسل متابِعًا');
    fireEvent.change(within(dialog).getByLabelText(/الموضوع/), { target: { value: 'افتتاح' } });
    fireEvent.change(within(dialog).getByLabelText(/^الرسالة/), { target: { value: 'ننتظرك يوم الخميس.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'لا يقبل هذا الشخص رسائل من الفنانين وصالات العرض.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is not offered to a collector, whose page names the artist who wrote and links their page', async () => {
    stubApi({
      ...seller(),
      ...signedIn({}, { setupComplete: true, roles: ['collector'] }),
      'GET /api/messages': { status: 200, body: [fromArtist] },
    });
    renderApp('/messages');
    const sender = await screen.findByTestId('message-sender', {}, SLOW);
    expect(sender.textContent).toBe('Sara Al-Harbi');
    expect(sender.getAttribute('href')).toBe('/artists/a-1');
    expect(screen.queryByRole('button', { name: 'Message a follower' })).toBeNull();
  });
});
