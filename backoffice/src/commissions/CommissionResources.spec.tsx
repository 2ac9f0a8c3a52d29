// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeData, renderInAdmin } from '../kit/testing';
import { canAccess } from '../permissions';
import { RecordContextProvider, ShowContextProvider } from 'react-admin';
import type { ShowControllerResult } from 'react-admin';
import { CommissionSaleField, CommissionShow, HideButton, ModerateCommissionButton } from './CommissionResources';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reported = { id: 'm1', body: 'Rude words', hidden: false, reported: true };

describe('a reported commission message', () => {
  it('a moderator hides it through the API', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...reported, hidden: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInAdmin(<HideButton />, { roles: ['moderator'] }, { resource: 'commission-messages', record: reported });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide message' }));
    await screen.findByText('The message is hidden');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/admin/commission-messages/m1/hide');
    expect(init.method).toBe('POST');
  });

  it('is not offered to an auditor, nor for a message already hidden', () => {
    expect(canAccess(['auditor'], 'commission-messages', 'hide')).toBe(false);
    expect(canAccess(['moderator'], 'commission-messages', 'hide')).toBe(true);
    // A hidden message renders no button before any permission is asked.
    renderInAdmin(
      <HideButton />,
      { roles: ['moderator'] },
      { resource: 'commission-messages', record: { ...reported, hidden: true } },
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Arabic', async () => {
    renderInAdmin(
      <HideButton />,
      { roles: ['admin'], locale: 'ar' },
      { resource: 'commission-messages', record: reported },
    );
    expect(await screen.findByRole('button', { name: 'أخفِ الرسالة' })).toBeTruthy();
  });
});

const answering = (body: object) => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const sent = (fetchMock: ReturnType<typeof answering>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url: String(url), method: init.method, body: JSON.parse(String(init.body)) as unknown };
};
const request = { id: 'c1', title: 'Abusive brief', hidden: false };

describe('moderating a commission request or bid', () => {
  it('a moderator hides a request, giving the reason', async () => {
    const fetchMock = answering({ ...request, hidden: true });
    renderInAdmin(<ModerateCommissionButton />, { roles: ['moderator'] }, { resource: 'commissions', record: request });
    fireEvent.click(await screen.findByRole('button', { name: 'Hide request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide request' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide request' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Insults in the brief' } });
    fireEvent.click(confirm);
    await screen.findByText('The request is hidden');
    expect(sent(fetchMock)).toEqual({
      url: expect.stringContaining('/api/admin/commissions/c1/hide'),
      method: 'POST',
      body: { reason: 'Insults in the brief' },
    });
  });

  it('restores a hidden bid of the request shown, in Arabic', async () => {
    const fetchMock = answering(request);
    const show = { record: request, defaultTitle: '', isLoading: false } as unknown as ShowControllerResult;
    renderInAdmin(
      <ShowContextProvider value={show}>
        <RecordContextProvider value={{ id: 'b7', hidden: true }}>
          <ModerateCommissionButton bid />
        </RecordContextProvider>
      </ShowContextProvider>,
      { roles: ['admin'], locale: 'ar' },
      { resource: 'commissions' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'أعِد العرض' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'راجعناه' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'أعِد العرض' }));
    await screen.findByText('عاد العرض ظاهرًا');
    expect(sent(fetchMock)).toMatchObject({
      url: expect.stringContaining('/api/admin/commissions/c1/bids/b7/restore'),
      body: { reason: 'راجعناه' },
    });
  });

  it('is not offered to an auditor', async () => {
    expect(canAccess(['auditor'], 'commissions', 'hide')).toBe(false);
    expect(canAccess(['moderator'], 'commissions', 'hide')).toBe(true);
    renderInAdmin(<ModerateCommissionButton />, { roles: ['auditor'] }, { resource: 'commissions', record: request });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hide request' })).toBeNull());
  });
});

describe('the sale of the commissioned work', () => {
  it('links the order selling it, with its number and status, in both languages', async () => {
    const sale = { orderId: 'abcdef12-0000', number: 'ABCDEF12', status: 'paid' };
    renderInAdmin(
      <CommissionSaleField source="sale" />,
      { roles: ['auditor'] },
      {
        resource: 'commissions',
        record: { id: 'c1', sale },
      },
    );
    const link = await screen.findByTestId('commission-sale-link');
    expect(link.textContent).toBe('Order ABCDEF12 · Paid');
    expect(link.getAttribute('href')).toContain('/orders/abcdef12-0000/show');
    cleanup();
    renderInAdmin(
      <CommissionSaleField source="sale" />,
      { roles: ['auditor'], locale: 'ar' },
      {
        resource: 'commissions',
        record: { id: 'c2', sale: null },
      },
    );
    await screen.findByText('لم يُعرض بعد');
  });
});

describe('a commission request’s page', () => {
  const mural = {
    id: 'c9',
    title: 'A mural for our courtyard',
    titleAr: 'جدارية لفنائنا',
    category: 'painting',
    medium: 'Acrylic on wall',
    style: 'a style of its own',
    status: 'open',
    visibility: 'public',
    bids: [],
  };
  const show = (locale: 'en' | 'ar') =>
    renderInAdmin(
      <CommissionShow id="c9" />,
      { roles: ['auditor'], locale },
      { resource: 'commissions', dataProvider: fakeData({ getOne: (async () => ({ data: mural })) as never }) },
    );

  it('names the medium picked from the catalogue’s vocabulary in Arabic, not by its stored key', async () => {
    show('ar');
    expect(await screen.findByText('أكريليك على جدار')).toBeTruthy();
    expect(screen.queryByText('Acrylic on wall')).toBeNull();
    // Free text outside the vocabulary stands as the collector wrote it.
    expect(screen.getByText('a style of its own')).toBeTruthy();
    expect(screen.getByText('الأسلوب')).toBeTruthy();
    // The closed lists by their names, under their labels.
    expect(screen.getByText('التصنيف')).toBeTruthy();
    expect(screen.getByText('الظهور')).toBeTruthy();
    expect(screen.getByText('كل الفنانين')).toBeTruthy();
  });

  it('and in English', async () => {
    show('en');
    expect(await screen.findByText('Acrylic on wall')).toBeTruthy();
    expect(screen.getByText('Style')).toBeTruthy();
  });
});
