import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, signedIn, stubApi, watchNavigation, type FakeApi } from '../../../test-utils/render-app';

let navigateTo: ReturnType<typeof watchNavigation>;
beforeEach(() => {
  navigateTo = watchNavigation();
});
afterEach(cleanup);

const api = (erase: FakeApi[string]): FakeApi => ({
  ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
  'GET /api/me/stats': { status: 200, body: { favorites: 0, inquiries: 0, profileViews: 0, following: 0 } },
  'POST /api/profile/erase': erase,
});
const stale = {
  status: 403,
  body: { code: 'reauthentication_required', message: 'Sign in again', messageAr: 'سجّل الدخول مرة أخرى' },
};
const erased = {
  status: 200,
  body: {
    erased: true,
    userId: 'u-1',
    retained: [{ what: 'Tax invoices', whatAr: 'الفواتير الضريبية', reason: 'VAT rules', reasonAr: 'أنظمة الضريبة' }],
  },
};

async function confirmErase(start: string, confirm: string) {
  fireEvent.click(await screen.findByRole('button', { name: start }, { timeout: 15_000 }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
}

describe('erase-account screen', () => {
  it('a stale sign-in (403 reauthentication_required) sends the person to sign in again and back here', async () => {
    const fetchMock = stubApi(api(stale));
    renderApp('/dashboard?tab=settings');
    await confirmErase('Erase my account', 'Erase for good');
    expect(await screen.findByText(/sign in again to confirm/)).toBeTruthy();
    expect(navigateTo).toHaveBeenCalledTimes(1);
    const url = new URL(navigateTo.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/login');
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('returnTo')).toBe('/dashboard?tab=settings&erase=confirm');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('back from the fresh sign-in, the confirmation is open; confirming erases and says what is kept (Arabic)', async () => {
    stubApi(api(erased));
    renderApp('/dashboard?tab=settings&erase=confirm', 'ar');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('هل تريد محو حسابك؟')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'المحو نهائيًا' }));
    expect(await screen.findByText('تم محو حسابك. ما يُلزمنا النظام بالاحتفاظ به:')).toBeTruthy();
    expect(screen.getByText('الفواتير الضريبية: أنظمة الضريبة')).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('another refusal is shown in the interface language, without leaving the page', async () => {
    stubApi(api({ status: 403, body: { code: 'last_admin', message: 'Last admin', messageAr: 'آخر مسؤول' } }));
    renderApp('/dashboard?tab=settings');
    await confirmErase('Erase my account', 'Erase for good');
    expect(await screen.findByText('Last admin')).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
