import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedOut, stubApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const work = (i: number) => ({
  id: `a-${i}`,
  title: `Work ${i}`,
  titleAr: `عمل ${i}`,
  artist: { id: 'r-1', name: 'Sample Artist', nameAr: 'فنان' },
  price: 1250,
  availability: 'sold',
  images: [{ id: `i-${i}`, url: `/media/${i}.webp`, thumbnailUrl: `/media/${i}-t.webp` }],
  acquiredAt: '2026-10-01T10:00:00.000Z',
  acquiredBy: i === 0 ? 'auction' : 'purchase',
});

describe("a collector's public collection", () => {
  it('shows the works bought and won under the collector\u2019s public name, in Arabic too', async () => {
    stubApi({
      ...signedOut,
      'GET /api/collectors/u-1/collection': {
        status: 200,
        body: {
          collector: { id: 'u-1', name: 'Noura A.', profileImageUrl: null },
          items: [work(0), work(1)],
          total: 2,
        },
      },
    });
    renderApp('/collectors/u-1', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مجموعة Noura A.' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('عملان مقتنيان أو مربوحان في السوق')).toBeTruthy();
    expect(await screen.findByText('عمل 1')).toBeTruthy();
  });

  it('says a private or unknown collection is not public', async () => {
    stubApi({
      ...signedOut,
      'GET /api/collectors/u-2/collection': { status: 404, body: { message: 'Collection not found' } },
    });
    renderApp('/collectors/u-2');
    expect(await screen.findByText('This collection is not public.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeTruthy();
  });
});
