import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { ChangeRolesDialog } from './ChangeRolesDialog';
import { CommandButtonList } from './CommandButtonList';
import { SuspendDialog } from './SuspendDialog';
import { type CommandKey, COMMANDS } from './userCommands';
import { useAllowedCommands, useBulkUserCommand } from './useUserCommands';

const NO_ROLES: readonly string[] = [];

/** The same four commands on every selected user; the server answers which succeeded and why others failed. */
export const BulkUserActions = () => {
  const translate = useTranslate();
  const allowed = useAllowedCommands();
  const { run, isPending, count: selected } = useBulkUserCommand();
  const { count } = useFormatters();
  const [asking, setAsking] = useState<CommandKey | null>(null);
  const close = () => setAsking(null);
  const launch = (command: CommandKey) => (COMMANDS[command].asks ? setAsking(command) : void run(command));

  return (
    <>
      <CommandButtonList commands={allowed} disabled={isPending} onLaunch={launch} />
      <SuspendDialog
        open={asking === 'suspend'}
        title={translate('resources.users.suspend.bulkTitle', count(selected))}
        pending={isPending}
        onClose={close}
        onConfirm={async (reason) => {
          if (await run('suspend', { reason })) close();
        }}
      />
      <ChangeRolesDialog
        open={asking === 'changeRole'}
        title={translate('resources.users.changeRole.bulkTitle', count(selected))}
        initialRoles={NO_ROLES}
        pending={isPending}
        onClose={close}
        onConfirm={async (roles) => {
          if (await run('changeRole', { roles })) close();
        }}
      />
    </>
  );
};
