import UndoIcon from '@mui/icons-material/Undo';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { catalogCommands, type ModeratedResource, runEach } from '../kit/catalogCommands';
import type { CommandSet } from '../kit/commandSet';
import { askReason } from '../kit/ReasonDialog';
import { excerpt } from '../kit/resources';
import { MODERATION_COMMANDS, moderationCommandApplies } from './moderationCommands';

type Moderated = { id: string; status?: string; title?: string; body?: string };

const ICONS = { hide: <VisibilityOffIcon fontSize="small" />, restore: <UndoIcon fontSize="small" /> };

/** Hide what shows and restore what is hidden, each with a reason; a selection gets one command per item. */
export const moderationSet = (resource: ModeratedResource): CommandSet<Moderated> => ({
  resource,
  commands: MODERATION_COMMANDS.map((command) => ({
    key: command,
    icon: ICONS[command],
    label: `kit.commands.${command}`,
    done: `kit.done.${command}`,
    applies: (record: Moderated) => moderationCommandApplies(command, record.status),
    ask: askReason<Moderated>({
      title: `resources.${resource}.${command}Title`,
      bulkTitle: `kit.bulk.${command}Title`,
      confirm: `kit.commands.${command}`,
      destructive: command === 'hide',
    }),
    run: (record: Moderated, reason: unknown) => catalogCommands[command](resource, record.id, String(reason)),
    runBulk: (ids: string[], reason: unknown) =>
      runEach(ids, (id) => catalogCommands[command](resource, id, String(reason))),
  })),
  nameOf: (record) => excerpt(record.title ?? record.body) || record.id,
});
