import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInvoice, downloadInvoicePdf, fetchInvoices, sellerProfileQuery } from './invoices-api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = 'Internal Server Error') {
  const fetchMock = vi.fn(async () => new Response(body, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const initOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];

describe('the invoice calls, through the shared HTTP helpers', () => {
  it('reads the list past the HTTP cache, with credentials, normalising snake_case fields', async () => {
    const fetchMock = stubFetch(200, '[{"id":"i1","invoice_number":"INV-1","total_amount":"115"}]', 'OK');
    await expect(fetchInvoices()).resolves.toMatchObject([{ id: 'i1', invoiceNumber: 'INV-1', totalAmount: 115 }]);
    expect(initOf(fetchMock)).toMatchObject({ credentials: 'include', cache: 'no-store' });
  });

  it('words a failed list and a list that is not JSON as SPEC section 8 does, keeping the server body', async () => {
    stubFetch(500, '{"statusCode":500,"code":"internal_error","message":"An error occurred."}');
    const failure = await fetchInvoices().catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain('HTTP 500: Internal Server Error');
    expect(failure).toMatchObject({ status: 500, body: { code: 'internal_error' } });
    stubFetch(200, '<html>', 'OK');
    await expect(fetchInvoices()).rejects.toThrow('Invalid JSON response');
  });

  it('answers null for a seller without a profile (404) and throws on other failures', async () => {
    stubFetch(404, '{"code":"not_found"}', 'Not Found');
    await expect(sellerProfileQuery.queryFn!({} as never)).resolves.toBeNull();
    stubFetch(403, '{"code":"forbidden"}', 'Forbidden');
    await expect(sellerProfileQuery.queryFn!({} as never)).rejects.toMatchObject({ status: 403 });
  });

  it('sends the Idempotency-Key with a new invoice and keeps a refusal for the form', async () => {
    const fetchMock = stubFetch(201, '{"id":"i2","invoiceNumber":"INV-2"}', 'Created');
    await expect(createInvoice({ buyer_name: 'Noura' }, 'key-1')).resolves.toMatchObject({ id: 'i2' });
    expect(initOf(fetchMock).headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
    stubFetch(400, '{"code":"validation_failed","details":[{"field":"buyer_name"}]}', 'Bad Request');
    await expect(createInvoice({}, 'key-2')).rejects.toMatchObject({
      status: 400,
      body: { code: 'validation_failed' },
    });
  });

  it('words a failed PDF download as SPEC section 8 does', async () => {
    stubFetch(502, 'renderer down', 'Bad Gateway');
    await expect(downloadInvoicePdf({ id: 'i1', invoiceNumber: 'INV-1' })).rejects.toThrow(
      'Failed to generate PDF: 502 - renderer down',
    );
  });
});
