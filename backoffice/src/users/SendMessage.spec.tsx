// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandMenu } from '../kit/CommandMenu';
import { member, renderInAdmin, stubFetch } from '../kit/testing';
import type { UserRecord } from '../types';
import { USER_COMMANDS } from './userCommandSet';
import { messageIsComplete } from './SendMessageDialog';
import { canAccess } from '../permissions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: UserRecord = { ...member, id: 'u2', firstName: 'Faisal', roles: ['admin'] };

const openDialog = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
  return screen.findByRole('dialog', { name });
};
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });

describe('sending a user a message', () => {
  it('asks for a complete language before sending, sends only what was written, and says it is done', async () => {
    const calls = stubFetch(201);
    renderInAdmin(<CommandMenu set={USER_COMMANDS} variant="buttons" />, { roles: ['moderator'] }, { record: member });
    const dialog = await openDialog('Send a message to Sara Ali');
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    type(dialog, 'Subject', 'About your listing');
    expect(send.disabled).toBe(true); // a subject without its message
    type(dialog, 'Message', 'Please add the dimensions.\nThank you.');
    expect(send.disabled).toBe(false);
    type(dialog, 'Subject (Arabic)', 'بخصوص إدراجك');
    expect(send.disabled).toBe(true); // Arabic begun and not finished
    type(dialog, 'Subject (Arabic)', '');
    fireEvent.click(send);
    await screen.findByText('Message sent');
    expect(calls).toEqual([
      {
        url: '/api/admin/users/u1/messages',
        method: 'POST',
        body: { subject: 'About your listing', body: 'Please add the dimensions.\nThank you.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks Arabic, and the Arabic fields read right to left', async () => {
    stubFetch(201);
    renderInAdmin(
      <CommandMenu set={USER_COMMANDS} variant="buttons" />,
      { roles: ['admin'], locale: 'ar' },
      { record: member },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إرسال رسالة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إرسال رسالة إلى Sara Ali' });
    const subjectAr = within(dialog).getByRole('textbox', { name: 'الموضوع' });
    expect(subjectAr.getAttribute('dir')).toBe('rtl');
    expect(within(dialog).getByRole('button', { name: 'إرسال' })).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    stubFetch(403, {
      code: 'staff_target_admin_only',
      message: 'Only an administrator can act on a staff account.',
      messageAr: 'لا يتصرف في حسابات الموظفين إلا المسؤول.',
    });
    renderInAdmin(<CommandMenu set={USER_COMMANDS} variant="buttons" />, { roles: ['admin'] }, { record: admin });
    const dialog = await openDialog('Send a message to Faisal Ali');
    type(dialog, 'Subject (Arabic)', 'تنبيه');
    type(dialog, 'Message (Arabic)', 'نص الرسالة');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Only an administrator can act on a staff account.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is refused to a moderator on a staff account, and offered to nobody who only reads', async () => {
    renderInAdmin(<CommandMenu set={USER_COMMANDS} variant="buttons" />, { roles: ['moderator'] }, { record: admin });
    const send = await screen.findByRole('button', { name: 'Send message' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(canAccess(['auditor'], 'users', 'sendMessage')).toBe(false);
    expect(messageIsComplete({ subject: '', body: '', subjectAr: '', bodyAr: '' })).toBe(false);
    expect(messageIsComplete({ subject: '', body: '', subjectAr: 'أ', bodyAr: 'ب' })).toBe(true);
  });
});
