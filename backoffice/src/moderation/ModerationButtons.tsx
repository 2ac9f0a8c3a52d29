import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { catalogCommands, type ModeratedResource, runEach } from './kit/catalogCommands';
import { ReasonDialog } from './kit/ReasonDialog';
import { useBulkCatalogCommand } from './kit/useCatalogCommand';
import { bulkModerationCommandsFor, type ModerationCommand } from './moderationCommands';
import { MODERATION_ICONS, useModerationLauncher } from './useModerationLauncher';

type Moderated = { id: string; status?: string };

/** Hide or restore from the show page's toolbar. */
export const ModerationButtons = ({ resource }: { resource: ModeratedResource }) => {
  const record = useRecordContext<Moderated>();
  const translate = useTranslate();
  const { commands, launch, dialogs, isPending } = useModerationLauncher(resource, record);
  return (
    <>
      {commands.map((command) => (
        <Button
          key={command}
          size="small"
          startIcon={MODERATION_ICONS[command]}
          disabled={isPending}
          onClick={() => launch(command)}
        >
          {translate(`resources.moderation.commands.${command}`)}
        </Button>
      ))}
      {dialogs}
    </>
  );
};

/** The same commands behind one labelled button per row. */
export const ModerationRowMenu = ({ resource }: { resource: ModeratedResource; label?: string }) => {
  const record = useRecordContext<Moderated>();
  const translate = useTranslate();
  const { commands, launch, dialogs } = useModerationLauncher(resource, record);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!record || commands.length === 0) return null;
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <IconButton
        aria-label={translate('resources.moderation.commandsFor', {
          name: translate(`resources.${resource}.name`, { smart_count: 1 }),
        })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {commands.map((command) => (
          <MenuItem
            key={command}
            onClick={() => {
              setAnchor(null);
              launch(command);
            }}
          >
            <ListItemIcon>{MODERATION_ICONS[command]}</ListItemIcon>
            <ListItemText>{translate(`resources.moderation.commands.${command}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialogs}
    </Box>
  );
};

/** Hide or restore every selected item, one command each (the API has no bulk endpoint for these). */
export const BulkModerationActions = ({ resource }: { resource: ModeratedResource }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, isPending, count: selected } = useBulkCatalogCommand();
  const { count } = useFormatters();
  const [asking, setAsking] = useState<ModerationCommand | null>(null);
  return (
    <>
      {bulkModerationCommandsFor(permissions, resource).map((command) => (
        <Button
          key={command}
          size="small"
          startIcon={MODERATION_ICONS[command]}
          disabled={isPending}
          onClick={() => setAsking(command)}
        >
          {translate(`resources.moderation.commands.${command}`)}
        </Button>
      ))}
      <ReasonDialog
        open={asking !== null}
        title={translate(`resources.moderation.bulk.${asking ?? 'hide'}Title`, count(selected))}
        confirmLabel={translate(`resources.moderation.commands.${asking ?? 'hide'}`)}
        destructive={asking === 'hide'}
        pending={isPending}
        onClose={() => setAsking(null)}
        onConfirm={async (reason) => {
          const command = asking ?? 'hide';
          if (await run((ids) => runEach(ids, (id) => catalogCommands[command](resource, id, reason)))) setAsking(null);
        }}
      />
    </>
  );
};
