import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import {
  type RaRecord,
  useGetIdentity,
  useListContext,
  useLocale,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { bulkCommands, type CommandDef, type CommandSet, offeredCommands } from './commandSet';
import { useCommand } from './useCommand';

/** Renders the dialog of the command being asked for, if it asks; closes on success. */
const AskDialog = <R,>({
  command,
  record,
  name,
  count,
  pending,
  onClose,
  onConfirm,
}: {
  command: CommandDef<R> | null;
  record?: R;
  name: string;
  count: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (command: CommandDef<R>, input: unknown) => void;
}) => {
  if (!command?.ask) return null;
  const Ask = command.ask;
  return (
    <Ask
      open
      record={record}
      name={name}
      count={count}
      pending={pending}
      onClose={onClose}
      onConfirm={(input) => onConfirm(command, input)}
    />
  );
};

/**
 * A menu entry. A refused one stays focusable and hoverable (a disabled item gets no events, so no tooltip):
 * it is marked aria-disabled, does nothing, and says why in a tooltip and in its visible second line, which
 * its accessible name includes ("Suspend, Only an administrator…"), as screen readers then read it.
 */
const RefusableItem = ({
  label,
  icon,
  reason,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  reason?: string;
  onClick: () => void;
}) => {
  const item = (
    <MenuItem
      aria-disabled={reason ? 'true' : undefined}
      onClick={reason ? undefined : onClick}
      sx={reason ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText secondary={reason}>{label}</ListItemText>
    </MenuItem>
  );
  return reason ? (
    <Tooltip title={reason} describeChild placement="left">
      {item}
    </Tooltip>
  ) : (
    item
  );
};

/**
 * The one command menu of the back-office: the commands of `set` for the record in context, either as the
 * show toolbar's buttons or behind a row's labelled menu button. It shows only what the viewer's roles allow
 * and the record's state admits; a command the server would refuse for this viewer and record (a staff
 * account for a moderator, one's own account) is shown disabled with the reason. Commands that ask confirm
 * through their dialog; the outcome is told by the command hook.
 */
export const CommandMenu = <R,>({ set, variant = 'menu' }: { set: CommandSet<R>; variant?: 'menu' | 'buttons' }) => {
  const record = useRecordContext<R & RaRecord>();
  const translate = useTranslate();
  const locale = useLocale();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const { run, isPending } = useCommand();
  const [asking, setAsking] = useState<CommandDef<R> | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const offered = offeredCommands(set, record, { roles: permissions, id: identity?.id });
  if (!record || offered.length === 0) return null;
  const name = set.nameOf(record, locale);

  const execute = async (command: CommandDef<R>, input?: unknown) => {
    if (await run(() => command.run(record, input), command.done)) setAsking(null);
  };
  const launch = (command: CommandDef<R>) => (command.ask ? setAsking(command) : void execute(command));
  const reasonOf = (refusal?: string) => (refusal ? translate(refusal) : undefined);

  const dialog = (
    <AskDialog
      command={asking}
      record={record}
      name={name}
      count={1}
      pending={isPending}
      onClose={() => setAsking(null)}
      onConfirm={execute}
    />
  );

  if (variant === 'buttons') {
    return (
      <>
        {offered.map(({ command, refusal }) => {
          const reason = reasonOf(refusal);
          const button = (
            <Button
              key={command.key}
              size="small"
              startIcon={command.icon}
              disabled={isPending}
              aria-disabled={reason ? 'true' : undefined}
              onClick={reason ? undefined : () => launch(command)}
              sx={reason ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
            >
              {translate(command.label)}
            </Button>
          );
          // A refused command stays focusable (a disabled button gets no events, so no tooltip) and says why.
          return reason ? (
            <Tooltip key={command.key} title={reason} describeChild>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
        {dialog}
      </>
    );
  }

  return (
    // Clicks here (and in the portalled menu and dialogs, which bubble through React) must not open the row.
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <IconButton
        aria-label={translate('kit.commandsFor', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {offered.map(({ command, refusal }) => (
          <RefusableItem
            key={command.key}
            label={translate(command.label)}
            icon={command.icon}
            reason={reasonOf(refusal)}
            onClick={() => {
              setAnchor(null);
              launch(command);
            }}
          />
        ))}
      </Menu>
      {dialog}
    </Box>
  );
};

/** Whether a list offers its selection anything (no checkboxes otherwise, e.g. for an auditor). */
export const useHasBulkCommands = <R,>(set: CommandSet<R>): boolean => {
  const { permissions } = usePermissions<string[]>();
  return bulkCommands(set, permissions).length > 0;
};

/** The same commands on every selected record; the server (or one command per id) answers per record. */
export const BulkCommands = <R,>({ set }: { set: CommandSet<R> }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { selectedIds, onUnselectItems } = useListContext();
  const { runBulk, isPending } = useCommand();
  const [asking, setAsking] = useState<CommandDef<R> | null>(null);
  const ids = selectedIds.map(String);

  const execute = async (command: CommandDef<R>, input?: unknown) => {
    const runOn = command.runBulk;
    if (!runOn) return;
    if (await runBulk(() => runOn(ids, input))) {
      setAsking(null);
      onUnselectItems();
    }
  };
  return (
    <>
      {bulkCommands(set, permissions).map((command) => (
        <Button
          key={command.key}
          size="small"
          startIcon={command.icon}
          disabled={isPending}
          onClick={() => (command.ask ? setAsking(command) : void execute(command))}
        >
          {translate(command.label)}
        </Button>
      ))}
      <AskDialog
        command={asking}
        name=""
        count={ids.length}
        pending={isPending}
        onClose={() => setAsking(null)}
        onConfirm={execute}
      />
    </>
  );
};
