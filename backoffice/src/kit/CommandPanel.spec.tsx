// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandPanel, PanelField } from './CommandPanel';
import { renderInAdmin } from './testing';

afterEach(cleanup);

/** A panel with one required field, as the refund and the dispute decision use it. */
const ReasonPanel = ({ task }: { task: (reason: string) => Promise<unknown> }) => {
  const [reason, setReason] = useState('');
  return (
    <CommandPanel
      testId="panel"
      title="resources.orders.refund.title"
      confirmLabel="resources.orders.refund.confirm"
      ready={reason.trim() !== ''}
      task={() => task(reason)}
      done="resources.orders.refund.done"
      onDone={() => setReason('')}
    >
      <PanelField id="panel-reason" label="resources.orders.refund.reason" value={reason} onChange={setReason} />
    </CommandPanel>
  );
};

describe('CommandPanel', () => {
  it('keeps the command off until ready, runs it with what was typed, then clears the field', async () => {
    const task = vi.fn(async () => ({}));
    renderInAdmin(<ReasonPanel task={task} />, { roles: ['admin'] });
    const panel = await screen.findByTestId('panel');
    const confirm = within(panel).getByRole('button') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const field = within(panel).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Damaged in transit' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(task).toHaveBeenCalledWith('Damaged in transit'));
    await waitFor(() => expect(field.value).toBe(''));
  });

  it('keeps what was typed and tells the server’s reason when the command is refused, in Arabic', async () => {
    const task = vi.fn(async () => {
      throw new HttpError('Refused', 422, { message: 'Nothing left to refund.', messageAr: 'لم يبق ما يُسترد.' });
    });
    renderInAdmin(<ReasonPanel task={task} />, { roles: ['admin'], locale: 'ar' });
    const panel = await screen.findByTestId('panel');
    const field = within(panel).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'سبب' } });
    fireEvent.click(within(panel).getByRole('button'));
    expect(await screen.findByText('لم يبق ما يُسترد.')).toBeTruthy();
    expect(field.value).toBe('سبب');
  });
});
