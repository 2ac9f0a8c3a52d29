import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn, stubApi } from '../../../test-utils/render-app';
import { fieldRefusal } from '../../../test-utils/field-refusal';
import { createI18n } from '../../../i18n';
import { bindDocumentLanguage } from '../../../i18n/language';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const BASE = '/api/my-workshops/r9/stcpay';
const status = (fields: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    registrationId: 'r9',
    amount: 150,
    currency: 'SAR',
    paid: false,
    codeSent: false,
    expiresAt: null,
    attemptsLeft: 3,
    ...fields,
  },
});
const wrongCode = {
  status: 422,
  body: {
    code: 'otp_wrong',
    message: 'That code is not right: check the SMS and try again.',
    messageAr: 'الرمز غير صحيح: راجع الرسالة وحاول مجدداً.',
  },
};
const api = (answers: Record<string, { status: number; body: unknown }>) =>
  stubApi({
    ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
    [`GET ${BASE}`]: status(),
    ...answers,
  });
const posted = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

describe('STC Pay checkout page', () => {
  it('refuses a mobile that is not Saudi before asking, then sends the code and takes it', async () => {
    const fetchMock = api({
      [`POST ${BASE}/authorize`]: status({ codeSent: true }),
      [`POST ${BASE}/confirm`]: status({ codeSent: true, paid: true }),
    });
    renderApp('/pay/stcpay/r9');
    expect((await screen.findByTestId('stcpay-amount', {}, { timeout: 15_000 })).textContent).toContain('150.00 SAR');
    const mobile = screen.getByLabelText('Mobile number');
    fireEvent.change(mobile, { target: { value: '0412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Enter a Saudi mobile number: 05XXXXXXXX or 9665XXXXXXXX.')).toBeTruthy();
    expect(posted(fetchMock, '/authorize')).toHaveLength(0);

    fireEvent.change(mobile, { target: { value: '055 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(/Paid: your seat is confirmed/)).toBeTruthy();
    expect(JSON.parse(String(posted(fetchMock, '/confirm')[0]![1]!.body))).toEqual({ otp: '123456' });
  });

  it('shows the server’s refusals in Arabic, right to left', async () => {
    api({
      [`GET ${BASE}`]: status(),
      [`POST ${BASE}/authorize`]: fieldRefusal(
        'mobile',
        'invalid',
        'Enter a Saudi mobile number: 05XXXXXXXX or 9665XXXXXXXX.',
        'أدخل رقم جوال سعودي: 05XXXXXXXX أو 9665XXXXXXXX.',
      ),
    });
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp('/pay/stcpay/r9', 'ar');
    const mobile = await screen.findByLabelText('رقم الجوال', {}, { timeout: 15_000 });
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'الدفع عبر STC Pay' })).toBeTruthy();
    fireEvent.change(mobile, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    expect(await screen.findByText('أدخل رقم جوال سعودي: 05XXXXXXXX أو 9665XXXXXXXX.')).toBeTruthy();
    // A number that passes here but the server refuses: its Arabic message under the field.
    fireEvent.change(mobile, { target: { value: '0551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    await waitFor(() => expect(screen.getByText('أدخل رقم جوال سعودي: 05XXXXXXXX أو 9665XXXXXXXX.')).toBeTruthy());
  });

  it('says a wrong code is wrong, in Arabic', async () => {
    api({ [`GET ${BASE}`]: status({ codeSent: true, attemptsLeft: 2 }), [`POST ${BASE}/confirm`]: wrongCode });
    renderApp('/pay/stcpay/r9', 'ar');
    fireEvent.change(await screen.findByLabelText('الرمز من الرسالة', {}, { timeout: 15_000 }), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ادفع' }));
    expect(await screen.findByText('الرمز غير صحيح: راجع الرسالة وحاول مجدداً.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أرسل رمزاً جديداً' })).toBeTruthy();
  });
});
