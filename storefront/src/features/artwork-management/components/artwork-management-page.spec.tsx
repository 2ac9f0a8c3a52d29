import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldRefusal } from '../../../test-utils/field-refusal';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const image = {
  id: 'img-1',
  url: '/media/images/img-1.webp',
  thumbnailUrl: '/media/images/img-1-t.webp',
  width: 800,
  height: 600,
};
const draft = {
  id: 'w-1',
  title: 'Desert light',
  titleAr: 'ضوء الصحراء',
  description: '',
  descriptionAr: '',
  artistId: 'u-1',
  artist: { id: 'u-1', name: 'Sample Account', nameAr: '' },
  galleryId: null,
  medium: 'Oil',
  mediumAr: 'زيت',
  category: 'painting',
  categoryAr: '',
  style: '',
  year: 2024,
  dimensions: '',
  price: 1200,
  images: [image],
  availability: 'available',
  status: 'draft',
  tags: [],
  provenance: '',
  condition: '',
  frame: '',
  signed: false,
  edition: '',
  certificateOfAuthenticity: false,
  insurance: '',
  shipping: '',
};

function manageApi(overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn({ role: 'artist', roles: ['artist'] }, { setupComplete: true, roles: ['artist'] }),
    'GET /api/artworks/mine': { status: 200, body: { items: [draft], total: 1 } },
    ...overrides,
  };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Artwork management' }, { timeout: 15_000 });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function openNewForm() {
  await heading();
  fireEvent.click(await screen.findByRole('button', { name: 'Add an artwork' }));
  return screen.findByTestId('artwork-form');
}

function fillValid() {
  fireEvent.change(field('Title \\(English\\)'), { target: { value: 'Palm grove' } });
  fireEvent.change(field('Title \\(Arabic\\)'), { target: { value: 'بستان النخيل' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Category/ }));
  fireEvent.click(screen.getByRole('option', { name: 'Calligraphy' }));
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('artwork management', () => {
  it('lists my works with status, availability and price, and publishes a draft', async () => {
    const api = manageApi({
      'POST /api/artworks/w-1/publish': { status: 200, body: { ...draft, status: 'published' } },
    });
    const fetchMock = stubApi(api);
    renderApp('/artworks/manage');
    await heading();
    const row = await screen.findByTestId('managed-artwork');
    expect(within(row).getByTestId('artwork-status').textContent).toBe('Draft');
    expect(within(row).getByText('1,200 SAR')).toBeTruthy();
    api['GET /api/artworks/mine'] = { status: 200, body: { items: [{ ...draft, status: 'published' }], total: 1 } };
    fireEvent.click(within(row).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Artwork published')).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('managed-artwork')).getByTestId('artwork-status').textContent).toBe('Published'),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/artworks/w-1/publish' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  // Each round puts one bad value in every field it names, then checks each field shows its own message.
  const rounds: [string, string, string][][] = [
    [
      ['Title \\(English\\)', 'x'.repeat(201), 'Maximum 200 characters.'],
      ['Title \\(Arabic\\)', '   ', 'This field is required.'],
      ['Description \\(English\\)', 'x'.repeat(5001), 'Maximum 5000 characters.'],
      ['Description \\(Arabic\\)', 'س'.repeat(5001), 'Maximum 5000 characters.'],
      ['Medium \\(English\\)', 'x'.repeat(121), 'Maximum 120 characters.'],
      ['Medium \\(Arabic\\)', 'x'.repeat(121), 'Maximum 120 characters.'],
      ['Style', 'x'.repeat(121), 'Maximum 120 characters.'],
      ['Dimensions', 'x'.repeat(121), 'Maximum 120 characters.'],
      ['Year', '99', 'Enter a year from 1000 to'],
      ['Price', '-5', 'Enter a price from 0 to 100000000 SAR'],
      ['Tags', Array.from({ length: 21 }, (_, i) => `t${i}`).join(', '), 'At most 20 tags.'],
      ['Provenance', 'x'.repeat(1001), 'Maximum 1000 characters.'],
      ['Condition', 'x'.repeat(1001), 'Maximum 1000 characters.'],
      ['Frame', 'x'.repeat(1001), 'Maximum 1000 characters.'],
      ['Edition', 'x'.repeat(1001), 'Maximum 1000 characters.'],
      ['Insurance', 'x'.repeat(1001), 'Maximum 1000 characters.'],
      ['Shipping', 'x'.repeat(1001), 'Maximum 1000 characters.'],
    ],
    [
      ['Title \\(English\\)', '', 'This field is required.'],
      ['Year', 'MMXX', 'Enter a year from 1000 to'],
      ['Price', '12.345', 'Enter a price from 0 to 100000000 SAR'],
      ['Tags', 'x'.repeat(41), 'Each tag has at most 40 characters.'],
    ],
    [
      ['Year', String(new Date().getUTCFullYear() + 2), 'Enter a year from 1000 to'],
      ['Price', '100000001', 'Enter a price from 0 to 100000000 SAR'],
    ],
  ];

  it.each(rounds.map((round, i) => [i + 1, round] as const))(
    'refuses bad input in each field before sending (round %i)',
    async (_, round) => {
      const fetchMock = stubApi(manageApi());
      renderApp('/artworks/manage');
      await openNewForm();
      fillValid();
      for (const [name, value] of round) fireEvent.change(field(name), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Create artwork' }));
      await screen.findByTestId('artwork-form-errors');
      for (const [name, , message] of round) {
        expect(errorOf(field(name)), name).toContain(message);
        expect(field(name).getAttribute('aria-invalid'), name).toBe('true');
      }
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/artworks' && init?.method === 'POST'),
      ).toBe(false);
    },
    60_000,
  ); // a whole form of long values on a shared, busy machine

  it('requires a category', async () => {
    stubApi(manageApi());
    renderApp('/artworks/manage');
    await openNewForm();
    fireEvent.change(field('Title \\(English\\)'), { target: { value: 'Palm grove' } });
    fireEvent.change(field('Title \\(Arabic\\)'), { target: { value: 'بستان النخيل' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create artwork' }));
    expect(await screen.findByText('Choose one of the listed categories.')).toBeTruthy();
  });

  it('refuses an image of the wrong type before uploading', async () => {
    const fetchMock = stubApi(manageApi());
    renderApp('/artworks/manage');
    await openNewForm();
    const input = screen.getByTestId('image-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('scan.pdf: choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/images')).toBe(false);
  });

  it("uploads images (first is the cover), sends the form and shows the server's field errors in Arabic", async () => {
    const second = {
      ...image,
      id: 'img-2',
      url: '/media/images/img-2.webp',
      thumbnailUrl: '/media/images/img-2-t.webp',
    };
    const uploads = [image, second];
    const api = manageApi({
      'POST /api/artworks': fieldRefusal('style', 'invalid', 'Bad style', 'أسلوب غير صالح'),
    });
    const fetchMock = stubApi(api);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/images'
        ? new Response(JSON.stringify(uploads.shift()), {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          })
        : answer(input, init),
    );
    renderApp('/artworks/manage', 'ar');
    await screen.findByRole('heading', { level: 1, name: 'إدارة الأعمال الفنية' }, { timeout: 15_000 });
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة عمل فني' }));
    const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(screen.getAllByTestId('image-preview')).toHaveLength(2));
    expect(within(screen.getAllByTestId('image-preview')[0]!).getByText('الغلاف')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'نقل الصورة 2 إلى الأمام' }));
    expect(within(screen.getAllByTestId('image-preview')[0]!).getByRole('img').getAttribute('src')).toBe(
      second.thumbnailUrl,
    );

    fireEvent.change(screen.getByRole('textbox', { name: /العنوان \(بالإنجليزية\)/ }), {
      target: { value: 'Palm grove' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /العنوان \(بالعربية\)/ }), {
      target: { value: 'بستان النخيل' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /التصنيف/ }));
    fireEvent.click(screen.getByRole('option', { name: 'خط عربي' }));
    fireEvent.change(screen.getByRole('textbox', { name: /السعر/ }), { target: { value: '2500.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء العمل الفني' }));

    expect(await screen.findByText('أسلوب غير صالح')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/artworks' && init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({
      artistId: 'u-1',
      title: 'Palm grove',
      titleAr: 'بستان النخيل',
      category: 'calligraphy',
      price: 2500.5,
      images: ['img-2', 'img-1'],
      year: null,
      signed: false,
    });
  });

  it('tells a collector the page is for artists and galleries', async () => {
    stubApi(signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }));
    renderApp('/artworks/manage');
    await heading();
    expect(screen.getByTestId('manage-refusal')).toBeTruthy();
  });
});
