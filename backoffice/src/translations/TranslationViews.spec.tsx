// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeData, renderInAdmin } from '../kit/testing';
import { TranslationEdit, toTranslationBody } from './TranslationViews';

afterEach(cleanup);

const record = {
  id: 'home.welcome',
  key: 'home.welcome',
  bundledEn: 'Welcome back, {{name}}!',
  bundledAr: 'أهلًا بعودتك يا {{name}}!',
  en: null,
  ar: 'سعداء برؤيتك يا {{name}}!',
  overridden: true,
  placeholders: ['name'],
  revision: 0,
  stream: 'translations-storefront',
  history: [
    {
      revision: 0,
      at: '2026-11-26T08:00:00.000Z',
      actorId: 'admin-1',
      reason: 'Warmer greeting',
      changed: ['ar'],
      previous: { ar: null },
      next: { ar: 'سعداء برؤيتك يا {{name}}!' },
    },
  ],
};

const setup = (locale: 'en' | 'ar' = 'en') => {
  const update = vi.fn(async () => ({ data: record }));
  const provider = fakeData({ getOne: (async () => ({ data: record })) as never, update: update as never });
  renderInAdmin(
    <TranslationEdit id="home.welcome" />,
    { roles: ['admin'], locale },
    {
      resource: 'translations',
      dataProvider: provider,
    },
  );
  return update;
};

const sent = (update: ReturnType<typeof setup>) =>
  (update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }])[1].data;

describe('the Translations tab', () => {
  it('shows the shipped text beside the override in both languages; an English override is saved', async () => {
    const update = setup();
    expect((await screen.findByTestId('bundled-en')).textContent).toBe('Welcome back, {{name}}!');
    expect(screen.getByTestId('bundled-ar').textContent).toBe('أهلًا بعودتك يا {{name}}!');
    expect(screen.getAllByText(/Keep these placeholders: \{\{name\}\}/)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Override (English)'), { target: { value: 'Hello, {{name}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent(update)).toEqual({ en: 'Hello, {{name}}', ar: 'سعداء برؤيتك يا {{name}}!', reason: '' });
  }, 30_000);

  it('reverts the Arabic override to the shipped text, in Arabic', async () => {
    const update = setup('ar');
    const [, revertAr] = await screen.findAllByRole('button', { name: 'العودة إلى النص الأصلي' });
    fireEvent.click(revertAr!);
    fireEvent.click(screen.getByRole('button', { name: /حفظ/ }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(sent(update)).toEqual({ en: null, ar: null, reason: '' });
  }, 30_000);

  it('sends an empty field as the shipped text (null)', () => {
    expect(toTranslationBody({ ...record, en: '  ', reason: 'x' })).toEqual({
      en: null,
      ar: 'سعداء برؤيتك يا {{name}}!',
      reason: 'x',
    });
  });
});
