import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { dataProvider, type UserCommandArgs } from '../dataProvider';
import { useFormatters } from '../format';
import type { AskProps, CommandDef, CommandSet } from '../kit/commandSet';
import { askReason } from '../kit/ReasonDialog';
import { accountRefusal } from '../permissions';
import type { UserRecord } from '../types';
import { ChangeRolesDialog } from './ChangeRolesDialog';
import { fullName } from './fullName';
import { RISK_COMMANDS } from './riskCommands';
import { SendMessageDialog } from './SendMessageDialog';
import { type CommandKey, COMMANDS, commandAppliesTo } from './userCommands';

const NO_ROLES: readonly string[] = [];

/** Ticks the roles; on one user it starts from their roles, on a selection from none. */
const AskRoles = ({ open, record, name, count, pending, onClose, onConfirm }: AskProps<UserRecord>) => {
  const translate = useTranslate();
  const formatters = useFormatters();
  return (
    <ChangeRolesDialog
      open={open}
      title={
        record
          ? translate('resources.users.changeRole.title', { name })
          : translate('resources.users.changeRole.bulkTitle', formatters.count(count))
      }
      initialRoles={record?.roles ?? NO_ROLES}
      pending={pending}
      onClose={onClose}
      onConfirm={(roles) => onConfirm({ roles })}
    />
  );
};

const AskSuspension = askReason<UserRecord>({
  title: 'resources.users.suspend.title',
  bulkTitle: 'resources.users.suspend.bulkTitle',
  confirm: 'resources.users.commands.suspend',
  destructive: true,
  label: 'resources.users.suspend.reason',
  help: 'resources.users.suspend.reasonHelp',
});

const ICONS: Record<CommandKey, ReactElement> = {
  verify: <VerifiedUserIcon fontSize="small" />,
  suspend: <BlockIcon fontSize="small" />,
  activate: <PlayCircleOutlineIcon fontSize="small" />,
  changeRole: <AdminPanelSettingsIcon fontSize="small" />,
};

/** The reason dialog's answer is the reason itself; the API takes it as `{ reason }`. */
const ASKS = {
  reason: { ask: AskSuspension, args: (input: unknown) => ({ reason: String(input) }) },
  roles: { ask: AskRoles, args: (input: unknown) => input as UserCommandArgs },
};

const userCommand = (key: CommandKey): CommandDef<UserRecord> => {
  const { api, asks } = COMMANDS[key];
  const args = (input: unknown) => (asks ? ASKS[asks].args(input) : undefined);
  return {
    key,
    icon: ICONS[key],
    label: `resources.users.commands.${key}`,
    done: `resources.users.done.${key}`,
    applies: (record) => commandAppliesTo(key, record.status),
    ask: asks && ASKS[asks].ask,
    run: (record, input) => dataProvider.runUserCommand(record.id, api, args(input)),
    runBulk: (ids, input) => dataProvider.runBulkUserCommand(ids, api, args(input)),
  };
};

/** A message from staff to one user (their Messages page and an e-mail); not offered in bulk. */
const sendMessage: CommandDef<UserRecord> = {
  key: 'sendMessage',
  icon: <EmailOutlinedIcon fontSize="small" />,
  label: 'resources.users.commands.sendMessage',
  done: 'resources.users.done.sendMessage',
  applies: (record) => record.status !== 'forgotten',
  ask: SendMessageDialog,
  run: (record, input) => dataProvider.sendUserMessage(record.id, input as Record<string, string>),
};

/** Verify, suspend (with a reason), activate and change roles: one user, or a selection through the bulk endpoint;
 * and a message to one user. */
export const USER_COMMANDS: CommandSet<UserRecord> = {
  resource: 'users',
  commands: [...(Object.keys(COMMANDS) as CommandKey[]).map(userCommand), sendMessage],
  nameOf: (record) => fullName(record),
  refusal: (_command, record, viewer) => {
    const refusal = accountRefusal(viewer, record);
    return refusal && `resources.users.refused.${refusal}`;
  },
};

/** The show page's toolbar: the same commands, and the risk override that takes one account at a time. */
export const USER_SHOW_COMMANDS: CommandSet<UserRecord> = {
  ...USER_COMMANDS,
  commands: [...USER_COMMANDS.commands, ...RISK_COMMANDS],
};
