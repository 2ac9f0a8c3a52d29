// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../types';
import { USER_COMMANDS } from '../users/userCommandSet';
import { BulkCommands, CommandMenu } from './CommandMenu';
import type { CommandSet } from './commandSet';
import { askReason } from './ReasonDialog';
import { member, renderInAdmin, Selection, stubFetch } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const moderatorAccount: UserRecord = { ...member, id: 'u2', firstName: 'Mona', roles: ['moderator'] };

const openMenu = async (name: RegExp | string) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
};

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);

describe('the command menu: what it offers', () => {
  it('offers a moderator the user commands the role allows and the status admits, an admin the role change too', async () => {
    renderInAdmin(<CommandMenu set={USER_COMMANDS} />, { roles: ['moderator'] }, { record: member });
    expect(itemNames(await openMenu('Actions for Sara Ali'))).toEqual(['Verify', 'Suspend', 'Send message']);
    cleanup();
    renderInAdmin(<CommandMenu set={USER_COMMANDS} />, { roles: ['admin'] }, { record: member });
    expect(itemNames(await openMenu('Actions for Sara Ali'))).toEqual([
      'Verify',
      'Suspend',
      'Change roles',
      'Send message',
    ]);
  });

  it('shows an auditor no menu at all', async () => {
    renderInAdmin(
      <>
        <CommandMenu set={USER_COMMANDS} />
        <span>ready</span>
      </>,
      { roles: ['auditor'] },
      { record: member },
    );
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('disables every command on a staff account for a moderator, with the server’s reason', async () => {
    renderInAdmin(<CommandMenu set={USER_COMMANDS} />, { roles: ['moderator'] }, { record: moderatorAccount });
    const menu = await openMenu('Actions for Mona Ali');
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.textContent).toContain('Only an administrator can act on a staff account.');
    }
    // Named by the command and the reason; choosing it does nothing.
    const calls = stubFetch();
    const suspend = within(menu).getByRole('menuitem', {
      name: 'Suspend Only an administrator can act on a staff account.',
    });
    fireEvent.click(suspend);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('lets an admin act on a staff account, but nobody on their own row', async () => {
    renderInAdmin(<CommandMenu set={USER_COMMANDS} />, { roles: ['admin'] }, { record: moderatorAccount });
    let menu = await openMenu('Actions for Mona Ali');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .every((item) => item.getAttribute('aria-disabled') !== 'true'),
    ).toBe(true);
    cleanup();
    renderInAdmin(<CommandMenu set={USER_COMMANDS} />, { roles: ['admin'], id: 'u1' }, { record: member });
    menu = await openMenu('Actions for Sara Ali');
    for (const item of within(menu).getAllByRole('menuitem')) {
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.textContent).toContain('Account commands do not apply to your own account.');
    }
  });

  it('shows the same refusal on the show toolbar as a disabled button', async () => {
    renderInAdmin(
      <CommandMenu set={USER_COMMANDS} variant="buttons" />,
      { roles: ['moderator'] },
      {
        record: moderatorAccount,
      },
    );
    const suspend = await screen.findByRole('button', { name: 'Suspend' });
    expect(suspend.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseOver(suspend);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Only an administrator can act on a staff account.');
    fireEvent.click(suspend);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the command menu: running a command', () => {
  it('confirms a suspension with its reason, sends it and says it is done', async () => {
    const calls = stubFetch();
    renderInAdmin(<CommandMenu set={USER_COMMANDS} />, { roles: ['moderator'] }, { record: member });
    fireEvent.click(within(await openMenu('Actions for Sara Ali')).getByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Sara Ali' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true); // no reason yet
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Spam offers' } });
    fireEvent.click(confirm);
    await screen.findByText('User suspended');
    expect(calls).toEqual([{ url: '/api/admin/users/u1/suspend', method: 'POST', body: { reason: 'Spam offers' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the interface language and keeps the dialog open', async () => {
    const run = vi.fn(async () => {
      throw new HttpError('Only an administrator can act on a staff account.', 403, {
        message: 'Only an administrator can act on a staff account.',
        messageAr: 'لا يتصرف في حسابات الموظفين إلا المسؤول.',
      });
    });
    const set: CommandSet<{ id: string }> = {
      resource: 'comments',
      nameOf: () => 'تعليق',
      commands: [
        {
          key: 'hide',
          icon: <span />,
          label: 'kit.commands.hide',
          done: 'kit.done.hide',
          ask: askReason({
            title: 'resources.comments.hideTitle',
            bulkTitle: 'kit.bulk.hideTitle',
            confirm: 'kit.commands.hide',
          }),
          run,
        },
      ],
    };
    renderInAdmin(<CommandMenu set={set} />, { roles: ['moderator'], locale: 'ar' }, { record: { id: 'c1' } });
    fireEvent.click(within(await openMenu('إجراءات تعليق')).getByRole('menuitem', { name: 'إخفاء' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'إساءة' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إخفاء' }));
    await screen.findByText('لا يتصرف في حسابات الموظفين إلا المسؤول.');
    expect(run).toHaveBeenCalledWith({ id: 'c1' }, 'إساءة');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('bulk commands', () => {
  it('runs a command on the selection, reports per record and clears the selection', async () => {
    const calls = stubFetch(200, {
      succeeded: ['u1'],
      failed: [{ id: 'u2', message: 'Only an administrator can act on a staff account.' }],
    });
    const unselect = vi.fn();
    renderInAdmin(
      <Selection ids={['u1', 'u2']} onUnselectItems={unselect}>
        <BulkCommands set={USER_COMMANDS} />
      </Selection>,
      { roles: ['moderator'] },
    );
    expect(screen.queryByRole('button', { name: 'Change roles' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await screen.findByText(/1 item updated/);
    expect(screen.getByText(/u2: Only an administrator/)).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/admin/users/verify', method: 'POST', body: { ids: ['u1', 'u2'] } }]);
    expect(unselect).toHaveBeenCalled();
  });
});
