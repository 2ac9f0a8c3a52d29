import BlockIcon from '@mui/icons-material/Block';
import { catalogCommands, normaliseBulkResult } from '../kit/catalogCommands';
import type { CommandDef, CommandSet } from '../kit/commandSet';
import { featureCommands } from '../kit/featureCommands';
import { localizedText } from '../kit/fields';
import { askReason } from '../kit/ReasonDialog';
import { type ArtworkCommand, type ArtworkRecord, artworkCommandApplies } from './artworkCommands';

/** Artworks have a bulk endpoint: one request for the selection, answered per work. */
const bulk = async (ids: string[], command: ArtworkCommand, reason?: string) =>
  normaliseBulkResult(ids, await catalogCommands.bulkArtworks(ids, command, reason));

const withdraw: CommandDef<ArtworkRecord> = {
  key: 'withdraw',
  icon: <BlockIcon fontSize="small" />,
  label: 'resources.artworks.commands.withdraw',
  done: 'resources.artworks.done.withdraw',
  ask: askReason<ArtworkRecord>({
    title: 'resources.artworks.withdraw.title',
    bulkTitle: 'resources.artworks.withdraw.bulkTitle',
    confirm: 'resources.artworks.commands.withdraw',
    destructive: true,
  }),
  run: (record, reason) => catalogCommands.withdrawArtwork(record.id, String(reason)),
  runBulk: (ids, reason) => bulk(ids, 'withdraw', String(reason)),
};

/** Feature, unfeature and withdraw (with a reason), each offered only where the work's state admits it. */
export const ARTWORK_COMMANDS: CommandSet<ArtworkRecord> = {
  resource: 'artworks',
  commands: [...featureCommands<ArtworkRecord>('artworks', bulk), withdraw].map((command) => ({
    ...command,
    applies: (record: ArtworkRecord) => artworkCommandApplies(command.key as ArtworkCommand, record),
  })),
  nameOf: (record, locale) => localizedText(record, 'title', locale),
};
