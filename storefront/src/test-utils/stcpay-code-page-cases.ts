/**
 * The cases every STC Pay code page passes (a registration's, an order's), through the app's router and a stubbed
 * API: a mobile that is not Saudi refused before asking, the code sent and taken (paid, with the way on), the
 * server's refusal of a mobile in Arabic right to left, and a wrong code said in English and in Arabic.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { bindDocumentLanguage } from '../i18n/language';
import { fieldRefusal } from './field-refusal';
import { renderApp, signedIn, SLOW, stubApi, type FakeApi } from './render-app';

export interface StcPayCodePageCase {
  /** The page's path, and the API path of what it pays. */
  route: string;
  base: string;
  /** The status's name of what is paid (`{ orderId: 'o9' }`). */
  named: Record<string, string>;
  /** What the payer reads once paid (English), and the link on. */
  paid: RegExp;
  next: { name: string; href: string };
}

const WRONG_CODE = {
  status: 422,
  body: {
    code: 'otp_wrong',
    message: 'That code is not right: check the SMS and try again.',
    messageAr: 'الرمز غير صحيح: راجع الرسالة وحاول مجدداً.',
  },
};
const BAD_MOBILE = 'Enter a Saudi mobile number: 05XXXXXXXX or 9665XXXXXXXX.';
const BAD_MOBILE_AR = 'أدخل رقم جوال سعودي: 05XXXXXXXX أو 9665XXXXXXXX.';

export function stcPayCodePageCases({ route, base, named, paid, next }: StcPayCodePageCase) {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const status = (fields: Record<string, unknown> = {}) => ({
    status: 200,
    body: {
      ...named,
      amount: 150,
      currency: 'SAR',
      paid: false,
      codeSent: false,
      expiresAt: null,
      attemptsLeft: 3,
      ...fields,
    },
  });
  // The map stays the test's own, so a test can change what the server answers between two steps.
  const api = (answers: FakeApi) =>
    stubApi(
      Object.assign(answers, {
        ...signedIn({ role: 'collector', roles: ['collector'] }, { setupComplete: true, roles: ['collector'] }),
        [`GET ${base}`]: status(),
        ...answers,
      }),
    );
  const posted = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
    fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');
  const wrongCode = {
    [`GET ${base}`]: status({ codeSent: true, attemptsLeft: 2 }),
    [`POST ${base}/confirm`]: WRONG_CODE,
  };

  it('refuses a mobile that is not Saudi before asking, then sends the code and takes it', async () => {
    const fetchMock = api({
      [`POST ${base}/authorize`]: status({ codeSent: true }),
      [`POST ${base}/confirm`]: status({ codeSent: true, paid: true }),
    });
    renderApp(route);
    expect((await screen.findByTestId('stcpay-amount', {}, SLOW)).textContent).toBe('Amount due: 150.00\u00a0SAR');
    const mobile = screen.getByLabelText('Mobile number');
    fireEvent.change(mobile, { target: { value: '0412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(BAD_MOBILE)).toBeTruthy();
    expect(posted(fetchMock, '/authorize')).toHaveLength(0);

    fireEvent.change(mobile, { target: { value: '055 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(paid)).toBeTruthy();
    expect(screen.getByRole('link', { name: next.name }).getAttribute('href')).toBe(next.href);
    expect(JSON.parse(String(posted(fetchMock, '/confirm')[0]![1]!.body))).toEqual({ otp: '123456' });
  });

  it('shows the server’s refusals in Arabic, right to left', async () => {
    api({ [`POST ${base}/authorize`]: fieldRefusal('mobile', 'invalid', BAD_MOBILE, BAD_MOBILE_AR) });
    const unbind = bindDocumentLanguage(createI18n('ar'), document);
    renderApp(route, 'ar');
    const mobile = await screen.findByLabelText('رقم الجوال', {}, SLOW);
    unbind();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'الدفع عبر STC Pay' })).toBeTruthy();
    fireEvent.change(mobile, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    expect(await screen.findByText(BAD_MOBILE_AR)).toBeTruthy();
    // A number that passes here but the server refuses: its Arabic message under the field.
    fireEvent.change(mobile, { target: { value: '0551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    await waitFor(() => expect(screen.getByText(BAD_MOBILE_AR)).toBeTruthy());
  });

  it('says a wrong code is wrong, in English, and the tries it left', async () => {
    const answers = { ...wrongCode, [`GET ${base}`]: status({ codeSent: true, attemptsLeft: 3 }) };
    api(answers);
    renderApp(route);
    fireEvent.change(await screen.findByLabelText('Code from the SMS', {}, SLOW), { target: { value: '000000' } });
    expect(screen.getByText('STC Pay sent a code to your mobile by SMS. 3 tries left.')).toBeTruthy();
    // The refused code used a try: the server now counts two.
    answers[`GET ${base}`] = status({ codeSent: true, attemptsLeft: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(WRONG_CODE.body.message)).toBeTruthy();
    expect(await screen.findByText('STC Pay sent a code to your mobile by SMS. 2 tries left.')).toBeTruthy();
  });

  it('says a wrong code is wrong, in Arabic', async () => {
    api(wrongCode);
    renderApp(route, 'ar');
    fireEvent.change(await screen.findByLabelText('الرمز من الرسالة', {}, SLOW), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ادفع' }));
    expect(await screen.findByText(WRONG_CODE.body.messageAr)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أرسل رمزاً جديداً' })).toBeTruthy();
    // The amount and the tries left in Arabic-Indic digits, like every other figure on an Arabic screen.
    expect(screen.getByTestId('stcpay-amount').textContent).toBe('المبلغ المستحق: ١٥٠٫٠٠\u00a0ر.س');
    expect(screen.getByText('أرسلت STC Pay رمزاً إلى جوالك برسالة نصية. المحاولات المتبقية: ٢.')).toBeTruthy();
  });
}
