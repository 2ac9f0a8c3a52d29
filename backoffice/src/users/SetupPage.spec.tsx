// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { SetupPage } from './SetupPage';
import { RiskReasonsField } from './UserFields';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API as the page meets it: whether setup is done, and the claim's answer. */
function stubSetup(done: boolean, claim: { status: number; body: object }) {
  const calls: Array<{ method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = method === 'GET' ? { status: 200, body: { done } } : claim;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

describe('the first-run setup page', () => {
  it('claims the first admin with the token, and says so', async () => {
    const calls = stubSetup(false, { status: 200, body: { done: true } });
    renderInAdmin(<SetupPage />, { roles: [] });
    fireEvent.change(await screen.findByLabelText(/Setup token/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set up admin' }));
    expect(await screen.findByText('You are now the administrator of this installation.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', body: { token: 'secret' } });
  });

  it('shows the refusal with the spec’s texts in Arabic', async () => {
    stubSetup(false, {
      status: 403,
      body: { code: 'setup_failed', message: 'Setup Failed', messageAr: 'فشل الإعداد: تعذّر إعداد المسؤول.' },
    });
    renderInAdmin(<SetupPage />, { roles: [], locale: 'ar' });
    fireEvent.change(await screen.findByLabelText(/رمز الإعداد/), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'إعداد المسؤول' }));
    expect((await screen.findByRole('alert')).textContent).toContain('تعذّر إعداد المسؤول');
  });

  it('says setup is done once an admin exists', async () => {
    stubSetup(true, { status: 422, body: {} });
    renderInAdmin(<SetupPage />, { roles: [] });
    expect(await screen.findByText('Setup is done: this installation already has an administrator.')).toBeTruthy();
    expect(screen.queryByLabelText(/Setup token/)).toBeNull();
  });
});

describe('the risk reasons of a user', () => {
  it('lists each signal in the reader’s language', async () => {
    renderInAdmin(
      <RiskReasonsField source="riskReasons" />,
      { roles: ['admin'], locale: 'ar' },
      {
        record: { id: 'u1', riskReasons: ['kyc_tier_0', 'new_account'] },
      },
    );
    expect(await screen.findByText('لا هوية موثقة (المستوى 0)')).toBeTruthy();
    expect(screen.getByText('حساب عمره أقل من 30 يومًا')).toBeTruthy();
  });
});
