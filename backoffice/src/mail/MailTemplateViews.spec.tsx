// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as commands from '../common/postJson';
import { fakeData, renderInAdmin } from '../kit/testing';
import { MailTemplateShow, type MailTemplateRecord } from './MailTemplateViews';

// The screen's commands, answered here instead of by the API: a spy on the module's export, which (unlike vi.mock)
// holds however many test files share one module graph.
const posted = { calls: [] as [string, unknown][] };
beforeEach(() => {
  vi.spyOn(commands, 'postJson').mockImplementation(async (url: string, body: unknown) => {
    posted.calls.push([url, body]);
    if (url.endsWith('/preview'))
      return {
        json: {
          en: { subject: 'Welcome | أهلًا نورة', html: '<p>en</p>' },
          ar: { subject: 'أهلًا نورة | Welcome', html: '<p>ar</p>' },
        },
      } as Awaited<ReturnType<typeof commands.postJson>>;
    return { json: {} } as Awaited<ReturnType<typeof commands.postJson>>;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  posted.calls.length = 0;
});

const text = (subject: string) => ({ subject, greeting: 'Hello,', paragraphs: ['One.', 'Two.'] });
const record: MailTemplateRecord = {
  id: 'welcome',
  name: 'welcome',
  variables: ['firstName', 'publicUrl', 'platformName'],
  revision: 0,
  revisionCount: 1,
  revised: true,
  changedAt: '2026-11-29T08:00:00.000Z',
  current: { en: text('Welcome'), ar: text('أهلًا') },
  shipped: { en: text('Welcome to Gulf Art Marketplace'), ar: text('مرحبًا بك') },
  revisions: [
    {
      revision: 0,
      kind: 'revised',
      toRevision: null,
      reason: 'Shorter',
      actorId: 'admin-1',
      at: '2026-11-29T08:00:00.000Z',
    },
  ],
};

const setup = (roles: string[], locale: 'en' | 'ar' = 'en') =>
  renderInAdmin(
    <MailTemplateShow id="welcome" />,
    { roles, locale },
    { resource: 'mail/templates', dataProvider: fakeData({ getOne: (async () => ({ data: record })) as never }) },
  );

describe('the mail templates screen', () => {
  it('edits the Arabic subject with the variables shown, previews both languages and saves a revision', async () => {
    setup(['admin']);
    const arabic = await screen.findByRole('region', { name: 'Arabic' });
    expect(screen.getByText('{{firstName}}')).toBeTruthy();
    const subject = within(arabic).getByLabelText('Subject (Arabic)') as HTMLInputElement;
    expect(subject.dir).toBe('rtl');
    fireEvent.change(subject, { target: { value: 'أهلًا {{firstName}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('preview-subject-ar')).textContent).toBe('أهلًا نورة | Welcome');
    expect(screen.getByTitle('Arabic first')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Mobile width'));
    fireEvent.change(screen.getByLabelText('Why (kept with the revision)'), { target: { value: 'Warmer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save revision' }));
    await waitFor(() =>
      expect(posted.calls.map(([url]) => url)).toContain('/api/admin/mail/templates/welcome/revisions'),
    );
    const [, body] = posted.calls.find(([url]) => url.endsWith('/revisions'))!;
    expect(body).toEqual({
      text: { en: text('Welcome'), ar: { ...text('أهلًا {{firstName}}') } },
      reason: 'Warmer',
      expectedRevision: 0,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(() =>
      expect(posted.calls.at(-1)).toEqual(['/api/admin/mail/templates/welcome/test-send', { lang: 'en' }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to the shipped text' }));
    await waitFor(() =>
      expect(posted.calls.at(-1)).toEqual([
        '/api/admin/mail/templates/welcome/revert',
        { toRevision: null, reason: '', expectedRevision: 0 },
      ]),
    );
  }, 30_000);

  it('in Arabic, a moderator reads the text and history without the write actions', async () => {
    setup(['moderator'], 'ar');
    expect(await screen.findByRole('region', { name: 'العربية' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'معاينة' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'حفظ المراجعة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'أرسل لي نسخة تجريبية' })).toBeNull();
    expect(screen.getByTestId('revision-0').textContent).toContain('Shorter');
  }, 30_000);
});
