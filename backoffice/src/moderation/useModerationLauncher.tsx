import UndoIcon from '@mui/icons-material/Undo';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { type ReactElement, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { catalogCommands, type ModeratedResource } from './kit/catalogCommands';
import { ReasonDialog } from './kit/ReasonDialog';
import { useCatalogCommand } from './kit/useCatalogCommand';
import { type ModerationCommand, moderationCommandsFor } from './moderationCommands';

export const MODERATION_ICONS: Record<ModerationCommand, ReactElement> = {
  hide: <VisibilityOffIcon fontSize="small" />,
  restore: <UndoIcon fontSize="small" />,
};

/** The commands to offer on one comment or discussion, `launch`, and the reason dialog they ask through. */
export const useModerationLauncher = (
  resource: ModeratedResource,
  record: { id: string; status?: string } | undefined,
) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, isPending } = useCatalogCommand();
  const [asking, setAsking] = useState<ModerationCommand | null>(null);
  const commands = record ? moderationCommandsFor(permissions, resource, record.status) : [];
  const dialogs = record ? (
    <ReasonDialog
      open={asking !== null}
      title={translate(`resources.${resource}.${asking ?? 'hide'}Title`)}
      confirmLabel={translate(`resources.moderation.commands.${asking ?? 'hide'}`)}
      destructive={asking === 'hide'}
      pending={isPending}
      onClose={() => setAsking(null)}
      onConfirm={async (reason) => {
        const command = asking ?? 'hide';
        if (
          await run(() => catalogCommands[command](resource, record.id, reason), `resources.moderation.done.${command}`)
        ) {
          setAsking(null);
        }
      }}
    />
  ) : null;
  return { commands, launch: setAsking, dialogs, isPending };
};
