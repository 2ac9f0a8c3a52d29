// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { type AppLocale, setLocale } from '../i18n/localeStore';
import { fakeAuth, fakeData } from './testing';
import { commandErrorText, useCommand } from './useCommand';

afterEach(cleanup);

const wrapper =
  (locale: AppLocale) =>
  ({ children }: { children: ReactNode }) => {
    setLocale(locale);
    return (
      <AdminContext
        authProvider={fakeAuth({ roles: ['moderator'] })}
        dataProvider={fakeData()}
        i18nProvider={createI18nProvider(locale)}
      >
        {children}
        <Notification />
      </AdminContext>
    );
  };

const refusal = (status: number, body?: object) => new HttpError('HTTP error', status, body);
const staffRule = {
  message: 'Only an administrator can act on a staff account.',
  messageAr: 'لا يتصرف في حسابات الموظفين إلا المسؤول.',
};
const identity = (key: string) => `«${key}»`;

describe('commandErrorText: what a failed command tells', () => {
  it('turns a 409 into "changed meanwhile, try again", whatever the server wrote', () => {
    expect(commandErrorText(refusal(409, { message: 'Wrong expected version' }), identity, 'en')).toBe(
      '«kit.errors.conflict»',
    );
  });

  it('keeps a 403’s reason from the server, in the interface language', () => {
    expect(commandErrorText(refusal(403, staffRule), identity, 'en')).toBe(staffRule.message);
    expect(commandErrorText(refusal(403, staffRule), identity, 'ar')).toBe(staffRule.messageAr);
  });

  it('says "not allowed" for a 403 without a reason, and passes other messages (translation keys) through', () => {
    expect(commandErrorText(refusal(403), identity, 'en')).toBe('«kit.errors.forbidden»');
    expect(commandErrorText(new HttpError('app.error.network', 0), identity, 'en')).toBe('«app.error.network»');
  });
});

describe('useCommand: the one command hook', () => {
  it('answers true and says the resource’s "done" text when the command goes through', async () => {
    const { result } = renderHook(() => useCommand(), { wrapper: wrapper('en') });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(async () => ({}), 'resources.users.done.verify');
    });
    expect(ok).toBe(true);
    await screen.findByText('User verified');
  });

  it('answers false and tells a conflict in Arabic when the interface is in Arabic', async () => {
    const { result } = renderHook(() => useCommand(), { wrapper: wrapper('ar') });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(async () => {
        throw refusal(409, { message: 'Wrong expected version' });
      }, 'kit.done.hide');
    });
    expect(ok).toBe(false);
    await screen.findByText(/غيّر شخص آخر هذا السجل/);
  });

  it('tells a 403 with the server’s reason', async () => {
    const { result } = renderHook(() => useCommand(), { wrapper: wrapper('en') });
    await act(async () => {
      await result.current.run(async () => {
        throw refusal(403, staffRule);
      }, 'resources.users.done.suspend');
    });
    await screen.findByText(staffRule.message);
  });

  it('sums up a bulk command: how many went through, and why the others did not', async () => {
    const { result } = renderHook(() => useCommand(), { wrapper: wrapper('en') });
    await act(async () => {
      await result.current.runBulk(async () => ({
        succeeded: ['a', 'b'],
        failed: [{ id: 'c', message: 'This is the last active administrator.' }],
      }));
    });
    await screen.findByText(/2 items updated/);
    expect(screen.getByText(/c: This is the last active administrator/)).toBeTruthy();
  });
});
