import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, signedOut, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const summary = {
  id: 'd-1',
  title: 'Framing in Jeddah',
  body: 'Who frames large canvases?',
  author: { id: 'u-2', name: 'Reem A.' },
  replyCount: 2,
  createdAt: '2026-03-01T10:00:00Z',
  lastActivityAt: '2026-03-02T10:00:00Z',
};
const thread = {
  ...summary,
  replyTotal: 3,
  replies: [
    {
      id: 'r-1',
      hidden: false,
      body: 'Try the old town.',
      author: { id: 'u-3', name: 'Hessa A.' },
      createdAt: '2026-03-01T11:00:00Z',
    },
    { id: 'r-2', hidden: true, body: null, author: null, createdAt: '2026-03-01T12:00:00Z' },
    {
      id: 'r-3',
      hidden: false,
      body: 'My own reply.',
      author: { id: 'u-1', name: 'Sample A.' },
      createdAt: '2026-03-01T13:00:00Z',
    },
  ],
};
const me = signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] });
const posts = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, string>);

describe('discussions', () => {
  it('lists discussions and starts a new one, refusing empty fields before sending', async () => {
    const fetchMock = stubApi({
      ...me,
      'GET /api/discussions': { status: 200, body: { items: [summary], total: 1 } },
      'POST /api/discussions': {
        status: 201,
        body: { ...thread, id: 'd-2', title: 'Ink', replies: [], replyCount: 0 },
      },
      'GET /api/discussions/d-2': { status: 200, body: { ...thread, id: 'd-2', title: 'Ink', replies: [] } },
    });
    renderApp('/discussions');
    const card = await screen.findByTestId('discussion-card', {}, { timeout: 15_000 });
    expect(card.textContent).toContain('Framing in Jeddah');
    expect(card.textContent).toContain('2 replies');
    fireEvent.click(screen.getByRole('button', { name: 'Start a discussion' }));
    const form = screen.getByTestId('new-discussion');
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(posts(fetchMock, '/api/discussions')).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Ink' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Text' }), { target: { value: 'Which ink lasts?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ink' }, { timeout: 15_000 })).toBeTruthy();
    expect(posts(fetchMock, '/api/discussions')).toEqual([{ title: 'Ink', body: 'Which ink lasts?' }]);
  }, 60_000);

  it('shows a thread with a hidden reply in its place, replies, and reports another’s reply', async () => {
    const replied = { ...thread, replies: [...thread.replies, { ...thread.replies[0]!, id: 'r-4', body: 'Thanks!' }] };
    const answers: FakeApi = {
      ...me,
      'GET /api/discussions/d-1': { status: 200, body: thread },
      'POST /api/discussions/d-1/replies': { status: 201, body: replied },
      'POST /api/discussions/d-1/replies/r-1/report': { status: 200, body: { id: 'r-1', reported: true } },
    };
    const fetchMock = stubApi(answers);
    renderApp('/discussions/d-1');
    await screen.findByRole('heading', { level: 1, name: 'Framing in Jeddah' }, { timeout: 15_000 });
    expect(screen.getAllByTestId('reply')).toHaveLength(2);
    expect(screen.getByTestId('reply-hidden').textContent).toBe('This reply was hidden by a moderator.');
    // The signed-in person's own reply has no report button; the other reply and the discussion have one.
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(2);

    fireEvent.click(within(screen.getAllByTestId('reply')[0]!).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Advertising' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: a moderator will look at it.')).toBeTruthy();
    expect(posts(fetchMock, '/replies/r-1/report')).toEqual([{ reason: 'Advertising' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // From the reply on, the server's thread holds it.
    answers['GET /api/discussions/d-1'] = { status: 200, body: replied };
    const form = screen.getByTestId('reply-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Text' }), { target: { value: 'Thanks!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(3));
  }, 60_000);

  it('shows the thread in Arabic to a visitor, who is asked to sign in to reply', async () => {
    stubApi({ ...signedOut, 'GET /api/discussions/d-1': { status: 200, body: thread } });
    renderApp('/discussions/d-1', 'ar');
    await screen.findByRole('heading', { level: 1, name: 'Framing in Jeddah' }, { timeout: 15_000 });
    expect(screen.getByTestId('reply-hidden').textContent).toBe('أخفى أحد المشرفين هذا الرد.');
    expect(screen.getByRole('link', { name: 'سجّل الدخول للرد' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'إبلاغ' })).toBeNull();
  }, 60_000);
});
