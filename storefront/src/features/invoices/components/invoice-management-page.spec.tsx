import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi, type FakeApi } from '../../../test-utils/render-app';

afterEach(cleanup);

const base = {
  id: 'inv-1',
  invoiceNumber: 'INV-20260110-AAAA0001',
  invoiceType: 'standard',
  documentKind: 'invoice',
  status: 'sent',
  createdAt: '2026-01-10T09:00:00Z',
  issueDate: '2026-01-10T10:00:00Z',
  currency: 'SAR',
  subtotal: 10000,
  discountAmount: 1000,
  shippingAmount: 50,
  vatRate: 15,
  vatAmount: 1357.5,
  totalAmount: 10407.5,
  sellerBusinessName: 'Gallery',
  sellerBusinessNameAr: 'معرض',
  vatNumber: '300000000000003',
  sellerCrNumber: '1010010000',
  buyerName: 'Buyer Co',
  buyerVatNumber: '399999999800003',
  itemDescription: 'Oil painting',
  itemDescriptionAr: 'لوحة زيتية',
  invoiceHash: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefg=',
  qrCode: 'AQ==',
  zatcaClearanceStatus: 'cleared',
  zatcaMessages: { warnings: [], errors: [] },
  sandboxCertificate: true,
};
// The list may arrive with snake_case spellings (SPEC section 3).
const snake = {
  id: 'inv-2',
  invoice_number: 'INV-SNAKE-0002',
  status: 'draft',
  buyer_name: 'Snake Buyer',
  created_at: '2026-02-05T09:00:00Z',
  total_amount: 115,
  invoice_type: 'simplified',
};
const rejected = {
  ...base,
  id: 'inv-3',
  invoiceNumber: 'INV-REJ-3',
  status: 'paid',
  zatcaClearanceStatus: 'rejected',
  zatcaMessages: { warnings: [], errors: [{ code: 'BR-KSA-39', message: 'Invalid VAT number' }] },
};

function api(overrides: FakeApi = {}): FakeApi {
  return {
    ...signedIn({ role: 'gallery', roles: ['gallery'] }, { setupComplete: true, roles: ['gallery'] }),
    'GET /api/invoices': { status: 200, body: [base, snake, rejected] },
    'GET /api/invoices/seller-profile': {
      status: 200,
      body: { businessName: 'Gallery', businessNameAr: 'معرض', vatNumber: '300000000000003', crNumber: '1010010000' },
    },
    ...overrides,
  };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Invoice management' }, { timeout: 15_000 });

describe('invoice management page', () => {
  it('lists invoice cards with badges, tolerating snake_case, and the all tab debug line', async () => {
    stubApi(api());
    renderApp('/invoice-management');
    await heading();
    const cards = await screen.findAllByTestId('invoice-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('INV-20260110-AAAA0001')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('invoice-status').getAttribute('data-color')).toBe('warning');
    expect(within(cards[1]!).getByText('INV-SNAKE-0002')).toBeTruthy();
    expect(within(cards[1]!).getByText(/Snake Buyer/)).toBeTruthy();
    expect(within(cards[1]!).getByText(/Feb 05, 2026/)).toBeTruthy();
    expect(within(cards[1]!).getByTestId('invoice-status').getAttribute('data-color')).toBe('info');
    expect(within(cards[1]!).getByText('B2C')).toBeTruthy();
    expect(within(cards[0]!).getByText('B2B')).toBeTruthy();
    expect(screen.getByTestId('invoice-debug').textContent).toContain('Invoices: 3');
  });

  it("filters by tab and shows each tab's empty message", async () => {
    stubApi(api());
    renderApp('/invoice-management');
    await heading();
    await screen.findAllByTestId('invoice-card');
    fireEvent.click(screen.getByRole('tab', { name: 'Draft' }));
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Paid' }));
    expect(screen.getAllByTestId('invoice-card')).toHaveLength(1);
    expect(within(screen.getByTestId('invoice-card')).getByTestId('invoice-status').getAttribute('data-color')).toBe(
      'success',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Overdue' }));
    expect(screen.getByTestId('invoices-empty').textContent).toBe('No overdue invoices.');
  });

  it('shows the detail with the first 20 hash characters, the rejection reason, and patches the status', async () => {
    const fetchMock = stubApi(api({ 'PATCH /api/invoices/inv-1': { status: 200, body: { ...base, status: 'paid' } } }));
    renderApp('/invoice-management');
    await heading();
    const [first] = await screen.findAllByTestId('invoice-card');
    fireEvent.click(within(first!).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByTestId('invoice-detail');
    expect(within(dialog).getByTestId('invoice-hash').textContent).toBe('ABCDEFGHIJKLMNOPQRST...');
    expect(within(dialog).getByTestId('sandbox-note')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await screen.findByText('The invoice status was updated.');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'paid' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    const cards = screen.getAllByTestId('invoice-card');
    fireEvent.click(within(cards[2]!).getByRole('button', { name: 'View' }));
    expect((await screen.findByTestId('zatca-errors')).textContent).toContain('BR-KSA-39: Invalid VAT number');
  });

  it("says why a status change failed, in the server's words", async () => {
    stubApi(
      api({
        'PATCH /api/invoices/inv-1': {
          status: 409,
          body: { message: 'Invoice number 3 is not signed yet; the next number waits for its hash.' },
        },
      }),
    );
    renderApp('/invoice-management');
    await heading();
    const [first] = await screen.findAllByTestId('invoice-card');
    fireEvent.click(within(first!).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByTestId('invoice-detail');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await screen.findByText(
      'Failed to update the invoice: Invoice number 3 is not signed yet; the next number waits for its hash.',
    );
  });

  it('keeps asking after an invoice it sent until the list shows it issued and the authority answered', async () => {
    const draft = {
      ...base,
      id: 'inv-7',
      invoiceNumber: 'INV-SENT-7',
      status: 'draft',
      zatcaClearanceStatus: 'pending',
    };
    const fake = api({
      'GET /api/invoices': { status: 200, body: [draft] },
      'PATCH /api/invoices/inv-7': { status: 200, body: draft },
    });
    const fetchMock = stubApi(fake);
    renderApp('/invoice-management');
    await heading();
    const [card] = await screen.findAllByTestId('invoice-card');
    fireEvent.click(within(card!).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByTestId('invoice-detail');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sent' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await screen.findByText('The invoice status was updated.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The read model had not caught up when the server answered: the list still says draft, and is asked again.
    const lists = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) =>
          (init?.method ?? 'GET') === 'GET' && new URL(String(input), 'http://localhost').pathname === '/api/invoices',
      );
    const asked = lists().length;
    await waitFor(() => expect(lists().length).toBeGreaterThan(asked), { timeout: 5_000 });
    fake['GET /api/invoices'] = { status: 200, body: [{ ...draft, status: 'sent', zatcaClearanceStatus: 'cleared' }] };
    await waitFor(
      () =>
        expect(within(screen.getByTestId('invoice-card')).getByTestId('clearance-status').textContent).toBe(
          'Cleared by ZATCA',
        ),
      { timeout: 5_000 },
    );
  });

  it('checks each required field before sending, then creates with the defaults and an Idempotency-Key', async () => {
    const fetchMock = stubApi(
      api({
        'POST /api/invoices': {
          status: 201,
          body: { ...base, id: 'inv-9', invoiceNumber: 'INV-NEW-9', status: 'draft' },
        },
      }),
    );
    renderApp('/invoice-management');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Create new invoice' }));
    const form = await screen.findByTestId('create-invoice-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Create invoice' }));
    for (const label of [
      'Buyer name',
      'Buyer address',
      'Description (English)',
      'Description (Arabic)',
      'Amount (SAR)',
    ]) {
      const input = within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)), {
        target: { value },
      });
    type('Buyer name', 'Buyer Co');
    type('Buyer VAT number', '399999999800003');
    type('Buyer address', '1111 Olaya Street, Al Olaya, Riyadh 12211');
    type('Description (English)', 'Oil painting');
    type('Description (Arabic)', 'لوحة زيتية');
    type('Amount (SAR)', '10000');
    expect(
      within(form)
        .getByLabelText(/^Description \(Arabic\)/)
        .getAttribute('dir'),
    ).toBe('rtl');
    fireEvent.click(within(form).getByRole('button', { name: 'Create invoice' }));
    await screen.findByText('Invoice INV-NEW-9 was created as a draft.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      invoice_type: 'standard',
      payment_method: 'none',
      discount_percentage: 0,
      shipping_amount: 0,
      amount: 10000,
    });
    expect((post[1]!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's field message and the creation failure toast", async () => {
    stubApi(
      api({
        'POST /api/invoices': {
          status: 400,
          body: {
            statusCode: 400,
            code: 'validation_failed',
            message: 'Invalid',
            details: [
              {
                field: 'buyer_address',
                message: 'Write the address as "building number street, district, city postal code".',
                messageAr: 'اكتب العنوان',
              },
            ],
          },
        },
      }),
    );
    renderApp('/invoice-management');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Create new invoice' }));
    const form = await screen.findByTestId('create-invoice-form');
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)), {
        target: { value },
      });
    type('Buyer name', 'Buyer Co');
    type('Buyer VAT number', '399999999800003');
    type('Buyer address', 'somewhere');
    type('Description (English)', 'Oil');
    type('Description (Arabic)', 'زيت');
    type('Amount (SAR)', '5');
    fireEvent.click(within(form).getByRole('button', { name: 'Create invoice' }));
    await screen.findByText('Failed to create the invoice: Invalid');
    await waitFor(() => expect(within(form).getByText(/Write the address as/)).toBeTruthy());
  });

  it('says why a seller without a VAT profile cannot issue, and names the list error', async () => {
    stubApi(
      api({
        'GET /api/invoices/seller-profile': { status: 404, body: { message: 'Seller profile not found' } },
        'GET /api/invoices': {
          status: 403,
          body: {
            statusCode: 403,
            message: 'Only sellers issue invoices.',
            messageAr: 'يصدر البائعون وحدهم الفواتير.',
          },
        },
      }),
    );
    renderApp('/invoice-management');
    await heading();
    // The server's own words, not the transport's ("403: HTTP 403: Forbidden").
    await waitFor(() =>
      expect(screen.getByTestId('invoice-debug').textContent).toContain('Only sellers issue invoices.'),
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Only sellers issue invoices.');
    fireEvent.click(screen.getByRole('button', { name: 'Create new invoice' }));
    expect(await screen.findByTestId('not-vat-registered')).toBeTruthy();
  });

  it('saves the seller profile from its dialog, after checking each field', async () => {
    const fetchMock = stubApi(
      api({
        'GET /api/invoices/seller-profile': { status: 404, body: { message: 'Seller profile not found' } },
        'PUT /api/invoices/seller-profile': {
          status: 200,
          body: {
            businessName: 'Studio',
            businessNameAr: 'استوديو',
            vatNumber: '300000000000003',
            crNumber: '1010010000',
          },
        },
      }),
    );
    renderApp('/invoice-management');
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: 'Seller profile' }));
    const form = await screen.findByTestId('seller-profile-form');
    fireEvent.change(within(form).getByLabelText(/^VAT number/), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(within(form).getByText('A VAT number has 15 digits and begins and ends with 3')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^Business name \(English\)/, 'Studio');
    type(/^Business name \(Arabic\)/, 'استوديو');
    type(/^VAT number/, '300000000000003');
    type(/^Commercial registration number/, '1010010000');
    type(/^Street/, 'King Fahd Road');
    type(/^Building number/, '2322');
    type(/^Postal code/, '12222');
    type(/^District/, 'Al Olaya');
    type(/^City/, 'Riyadh');
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await screen.findByText('You can now issue tax invoices.');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      vat_number: '300000000000003',
      address: { building_number: '2322', country_code: 'SA' },
    });
  });

  it('speaks Arabic', async () => {
    stubApi(api());
    renderApp('/invoice-management', 'ar');
    await screen.findByRole('heading', { level: 1, name: 'إدارة الفواتير' }, { timeout: 15_000 });
    expect(await screen.findAllByTestId('invoice-card')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'مدفوعة' })).toBeTruthy();
  });
});
