// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandMenu } from '../kit/CommandMenu';
import { member, renderInAdmin, stubFetch } from '../kit/testing';
import type { UserRecord } from '../types';
import { RiskOverrideField } from './RiskOverrideField';
import { USER_COMMANDS, USER_SHOW_COMMANDS } from './userCommandSet';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const computed: UserRecord = { ...member, riskLevel: 'medium', computedRiskLevel: 'medium' };
const overridden: UserRecord = {
  ...computed,
  riskLevel: 'high',
  riskOverride: { level: 'high', reason: 'Chargeback', by: 'm1', at: '2026-11-01T10:00:00Z' },
};

const toolbar = (record: UserRecord, roles: string[], locale: 'en' | 'ar' = 'en') =>
  renderInAdmin(<CommandMenu set={USER_SHOW_COMMANDS} variant="buttons" />, { roles, locale }, { record });

describe('the risk override on the user show page', () => {
  it('asks a level and a reason, then sends both', async () => {
    const calls = stubFetch();
    toolbar(computed, ['moderator']);
    expect(screen.queryByRole('button', { name: 'Clear risk override' })).toBeNull(); // nothing to clear
    fireEvent.click(await screen.findByRole('button', { name: 'Set risk level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Risk level of Sara Ali' });
    const confirm = within(dialog).getByRole('button', { name: 'Set risk level' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Chargeback' } });
    expect(confirm.disabled).toBe(true); // no level chosen yet
    fireEvent.click(within(dialog).getByRole('radio', { name: 'High' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await screen.findByText('Risk level set');
    expect(calls).toEqual([
      { url: '/api/admin/users/u1/override-risk', method: 'POST', body: { level: 'high', reason: 'Chargeback' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('clears an override, in Arabic too', async () => {
    const calls = stubFetch();
    toolbar(overridden, ['admin'], 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'إلغاء تحديد مستوى المخاطر' }));
    await screen.findByText('أُلغي التحديد: يُطبَّق المستوى المحسوب');
    expect(calls).toEqual([{ url: '/api/admin/users/u1/clear-risk', method: 'POST', body: {} }]);
  });

  it('is offered to neither auditors nor the list’s row menu; moderators see it disabled on staff accounts', async () => {
    toolbar(overridden, ['auditor']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Set risk level' })).toBeNull();
    cleanup();
    toolbar({ ...computed, roles: ['moderator'] }, ['moderator']);
    const button = await screen.findByRole('button', { name: 'Set risk level' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(USER_COMMANDS.commands.map((c) => c.key)).not.toContain('overrideRisk');
  });

  it('shows the override with its reason, or that the computed level applies', async () => {
    renderInAdmin(<RiskOverrideField source="riskOverride" />, { roles: ['auditor'] }, { record: overridden });
    expect((await screen.findByText(/Chargeback/)).textContent).toMatch(/^High, set on .+: Chargeback$/);
    cleanup();
    renderInAdmin(
      <RiskOverrideField source="riskOverride" />,
      { roles: ['auditor'], locale: 'ar' },
      { record: member },
    );
    await screen.findByText('لا يوجد: يُطبَّق المستوى المحسوب');
  });
});
