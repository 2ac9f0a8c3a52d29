// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../kit/testing';
import { canAccess } from '../permissions';
import { DisputeDecisionForm } from './DisputeResources';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answering = () => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({}), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const open = { id: 'o1', disputeStatus: 'open' };

describe('the dispute decision form', () => {
  it('a moderator decides a partial refund with an amount and a reason, sent as the command', async () => {
    const fetchMock = answering();
    renderInAdmin(<DisputeDecisionForm />, { roles: ['moderator'] }, { resource: 'disputes', record: open });
    const form = await screen.findByTestId('dispute-decision');
    const confirm = within(form).getByRole('button', { name: 'Record the decision' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Partial refund' }));
    fireEvent.change(within(form).getByLabelText('Refund amount (SAR)'), { target: { value: '250.5' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Frame repair' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/admin/orders/o1/dispute/resolve');
    expect(JSON.parse(String(init.body))).toEqual({
      decision: 'refund_partial',
      amount: 250.5,
      reason: 'Frame repair',
    });
  });

  it('a rejection sends no amount; the form is in Arabic', async () => {
    const fetchMock = answering();
    renderInAdmin(<DisputeDecisionForm />, { roles: ['admin'], locale: 'ar' }, { resource: 'disputes', record: open });
    const form = await screen.findByTestId('dispute-decision');
    expect(within(form).getByText('البت في النزاع')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('السبب'), { target: { value: 'صور الشحن سليمة' } });
    fireEvent.click(within(form).getByRole('button', { name: 'سجّل القرار' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ decision: 'rejected', reason: 'صور الشحن سليمة' });
  });

  it('is not offered to an auditor, nor on a decided dispute', async () => {
    expect(canAccess(['auditor'], 'disputes', 'resolve')).toBe(false);
    expect(canAccess(['auditor'], 'disputes', 'show')).toBe(true);
    expect(canAccess(['moderator'], 'disputes', 'resolve')).toBe(true);
    answering();
    renderInAdmin(
      <div data-testid="host">
        <DisputeDecisionForm />
      </div>,
      { roles: ['auditor'] },
      { resource: 'disputes', record: open },
    );
    await screen.findByTestId('host');
    expect(screen.queryByTestId('dispute-decision')).toBeNull();
    cleanup();
    renderInAdmin(
      <div data-testid="host">
        <DisputeDecisionForm />
      </div>,
      { roles: ['moderator'] },
      { resource: 'disputes', record: { id: 'o1', disputeStatus: 'resolved' } },
    );
    await screen.findByTestId('host');
    expect(screen.queryByTestId('dispute-decision')).toBeNull();
  });
});
