import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, SLOW, stubApi, stubApiWithPending } from '../../../test-utils/render-app';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';

const USER = '0f8fad5b-d9cb-469f-a165-70867728950e';

afterEach(cleanup);

const badge = (id: string, name: string, nameAr: string) => ({
  id,
  name,
  nameAr,
  description: `${name}, described`,
  descriptionAr: `${nameAr}، وصفها`,
});
const answer = {
  userId: USER,
  earned: [{ ...badge('first_work', 'First work published', 'أول عمل منشور'), earnedAt: '2026-11-02T09:00:00Z' }],
  locked: [
    { ...badge('ten_works', 'Ten works published', 'عشرة أعمال منشورة'), progress: { current: 7, goal: 10 } },
    { ...badge('first_follow', 'First follow', 'المتابعة الأولى'), progress: null },
  ],
  total: 3,
};
const api = { ...signedOut, [`GET /api/achievements/${USER}`]: { status: 200, body: answer } };

describe('the achievements page', () => {
  it('shows the badges earned with their date, then the locked ones with their progress', async () => {
    stubApi(api);
    renderApp(`/achievements/${USER}`);
    const earned = await screen.findByTestId('badge-earned', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Achievements');
    expect(screen.getByTestId('achievements-summary').textContent).toBe('Badges earned: 1 of 3');
    expect(within(earned).getByText('First work published')).toBeTruthy();
    expect(within(earned).getByTestId('badge-date').textContent).toContain('2026');
    const locked = screen.getAllByTestId('badge-locked');
    expect(locked.map((b) => b.getAttribute('aria-label'))).toEqual(['Ten works published', 'First follow']);
    expect(within(locked[0]!).getByTestId('badge-progress').textContent).toBe('7 / 10');
    expect(within(locked[1]!).queryByTestId('badge-progress')).toBeNull();
  });

  it('speaks Arabic right to left', async () => {
    stubApi(api);
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp(`/achievements/${USER}`, 'ar');
    expect(await screen.findByText('أول عمل منشور', {}, SLOW)).toBeTruthy();
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الإنجازات');
    expect(screen.getByText('عشرة أعمال منشورة')).toBeTruthy();
    expect(screen.getByTestId('achievements-summary').textContent).toBe('الشارات المكتسبة: ١ من ٣');
    expect(screen.getByTestId('badge-progress').textContent).toBe('٧ / ١٠');
  });

  it('keeps its heading while loading, and says so for an unknown or malformed id', async () => {
    stubApiWithPending(api, [`/api/achievements/${USER}`]);
    renderApp(`/achievements/${USER}`);
    expect(await screen.findByRole('status', { name: 'Loading…' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Achievements');
    cleanup();
    stubApi({
      ...signedOut,
      'GET /api/achievements/42': { status: 400, body: { message: 'Some fields are not valid.' } },
    });
    renderApp('/achievements/42');
    expect(await screen.findByText('There is nobody with this id.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Achievements');
  });

  it('offers to try again when the answer fails', async () => {
    const fetchMock = stubApi({ ...signedOut, [`GET /api/achievements/${USER}`]: { status: 503, body: {} } });
    renderApp(`/achievements/${USER}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, SLOW));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/achievements/'))).toHaveLength(2),
    );
  });
});

describe('the badges on a public profile', () => {
  it("shows an artist's earned badges and links to the full page", async () => {
    stubApi({
      ...api,
      'GET /api/artists/artist-1': {
        status: 200,
        body: { id: 'artist-1', userId: USER, name: 'Ahmad', nameAr: 'أحمد', profileImage: null, featured: false },
      },
      'GET /api/artworks': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 24, facets: {} } },
    });
    renderApp('/artists/artist-1');
    const strip = await screen.findByTestId('badge-strip', {}, SLOW);
    expect(within(strip).getByText('First work published')).toBeTruthy();
    expect(within(strip).getByText('Badges (1 of 3)')).toBeTruthy();
    expect(within(strip).getByTestId('badge-strip-link').getAttribute('href')).toBe(`/achievements/${USER}`);
  });
});
