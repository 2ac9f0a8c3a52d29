import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UserRecord } from '../types';
import { ChangeRolesDialog } from './ChangeRolesDialog';
import { SuspendDialog } from './SuspendDialog';
import { fullName } from './fullName';
import { type CommandKey, COMMANDS, commandAppliesTo } from './userCommands';
import { useAllowedCommands, useUserCommand } from './useUserCommands';

/**
 * What a row menu or a show-page toolbar needs to run commands on one user: the commands to offer (allowed
 * for this staff member and sensible in the user's status), `launch`, and the dialogs to render.
 */
export const useCommandLauncher = (record: UserRecord | undefined) => {
  const translate = useTranslate();
  const { run, isPending } = useUserCommand();
  const allowed = useAllowedCommands();
  const [asking, setAsking] = useState<CommandKey | null>(null);
  const commands = record ? allowed.filter((command) => commandAppliesTo(command, record.status)) : [];

  const launch = (command: CommandKey) => {
    if (!record) return;
    if (COMMANDS[command].asks) setAsking(command);
    else void run(record.id, command);
  };
  const close = () => setAsking(null);

  const dialogs: ReactNode = record ? (
    <>
      <SuspendDialog
        open={asking === 'suspend'}
        title={translate('resources.users.suspend.title', { name: fullName(record) })}
        pending={isPending}
        onClose={close}
        onConfirm={async (reason) => {
          if (await run(record.id, 'suspend', { reason })) close();
        }}
      />
      <ChangeRolesDialog
        open={asking === 'changeRole'}
        title={translate('resources.users.changeRole.title', { name: fullName(record) })}
        initialRoles={record.roles ?? []}
        pending={isPending}
        onClose={close}
        onConfirm={async (roles) => {
          if (await run(record.id, 'changeRole', { roles })) close();
        }}
      />
    </>
  ) : null;

  return { commands, launch, dialogs, isPending };
};
