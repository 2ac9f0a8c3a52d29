import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderApp, signedInAs, SLOW, stubApi } from '../../../test-utils/render-app';
import { order } from '../testing/order-fixtures';

beforeEach(() => {
  // jsdom has no object URLs: each preview gets a name of its own.
  let n = 0;
  Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: () => undefined });
});
cleanUpAfterEach();

const collector = signedInAs('collector');
const delivered = (over: Record<string, unknown> = {}) =>
  order({
    status: 'paid',
    payment: { paidAt: '2026-11-26T10:00:00Z', commission: 900, payout: 8250, total: 9288.25 },
    deliveredAt: '2026-11-27T10:00:00Z',
    disputeWindowClosesAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    disputeStatus: null,
    dispute: null,
    ...over,
  });
const jpeg = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

async function openDialog(language: 'en' | 'ar' = 'en') {
  renderApp('/dashboard?tab=orders&order=o1', language);
  const report = await screen.findByTestId('dispute-report', {}, SLOW);
  fireEvent.click(within(report).getByRole('button'));
  return screen.findByRole('dialog');
}

describe('dispute photos', () => {
  it('the buyer attaches, previews and removes photos; wrong type, too large and too many are refused by field', async () => {
    const fetchMock = stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [delivered()] },
      'GET /api/orders/o1': { status: 200, body: delivered() },
      'POST /api/orders/o1/dispute': { status: 201, body: delivered() },
    });
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('Add photos');
    const pick = (files: File[]) => fireEvent.change(input, { target: { files } });
    pick([new File(['just text'], 'crack.jpg', { type: 'text/plain' })]);
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose JPEG, PNG or WebP photos.');
    pick([jpeg('huge.jpg', 10 * 1024 * 1024 + 1)]);
    expect(within(dialog).getByRole('alert').textContent).toBe('Each photo must be under 10 MB.');
    pick([1, 2, 3, 4, 5, 6].map((n) => jpeg(`${n}.jpg`)));
    expect(within(dialog).getByRole('alert').textContent).toBe('Attach at most 5 photos.');
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);

    pick([jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'Photo 2 to send' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText(/Describe the problem/), { target: { value: 'Cracked.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/dispute'))).toBe(true));
    const body = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/dispute'))![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([body.get('reason'), body.get('description')]).toEqual(['damaged', 'Cracked.']);
    expect(body.getAll('photos').map((f) => (f as File).name)).toEqual(['b.jpg']);
  });

  it('in Arabic: the server’s refusal of a photo under the field, and both sides’ photos on the dispute', async () => {
    const refusal = {
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        messageAr: 'بعض الحقول غير صالحة.',
        details: [
          { field: 'photos', code: 'invalid_file_type', message: 'Invalid file type', messageAr: 'نوع ملف غير صالح' },
        ],
      },
    };
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [delivered()] },
      'GET /api/orders/o1': { status: 200, body: delivered() },
      'POST /api/orders/o1/dispute': refusal,
    });
    const dialog = await openDialog('ar');
    fireEvent.change(within(dialog).getByLabelText('أضف صورًا'), { target: { files: [jpeg('a.jpg')] } });
    fireEvent.change(within(dialog).getByLabelText(/صف المشكلة/), { target: { value: 'مكسور' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain('نوع ملف غير صالح'),
    );
    cleanup();

    const photos = [
      { photoId: 'p1', side: 'buyer', at: '2026-11-28T10:00:00Z' },
      { photoId: 'p2', side: 'seller', at: '2026-11-28T11:00:00Z' },
    ];
    const disputed = delivered({
      disputeStatus: 'open',
      dispute: {
        reason: 'damaged',
        description: 'مكسور',
        openedAt: '2026-11-28T10:00:00Z',
        answer: null,
        photos,
        resolution: null,
      },
    });
    stubApi({
      ...collector,
      'GET /api/orders/mine': { status: 200, body: [disputed] },
      'GET /api/orders/o1': { status: 200, body: disputed },
    });
    renderApp('/dashboard?tab=orders&order=o1', 'ar');
    const panel = await screen.findByTestId('dispute-panel', {}, SLOW);
    const buyer = within(panel).getByRole('img', { name: 'صورة المشتري 1' });
    expect(buyer.getAttribute('src')).toBe('/api/orders/o1/dispute/photos/p1');
    expect(within(panel).getByRole('img', { name: 'صورة البائع 1' }).getAttribute('src')).toBe(
      '/api/orders/o1/dispute/photos/p2',
    );
  });
});
