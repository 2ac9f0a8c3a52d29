import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { catalogCommands, type FeaturableResource, runEach } from './catalogCommands';
import type { CommandDef, CommandSet } from './commandSet';
import { localizedText } from './fields';

export interface Featurable {
  id: string;
  featured?: boolean;
}

/**
 * Feature and unfeature, as every featurable resource offers them: on one record the one its state allows;
 * on a selection both, one command per record (artworks pass `bulk` to use their bulk endpoint instead).
 */
export const featureCommands = <R extends Featurable>(
  resource: FeaturableResource,
  bulk: (ids: string[], command: 'feature' | 'unfeature') => ReturnType<typeof runEach> = (ids, command) =>
    runEach(ids, (id) => catalogCommands[command](resource, id)),
): CommandDef<R>[] =>
  (['feature', 'unfeature'] as const).map((command) => ({
    key: command,
    icon: command === 'feature' ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />,
    label: `kit.commands.${command}`,
    done: `kit.done.${command}`,
    applies: (record: R) => (command === 'feature') !== !!record.featured,
    run: (record: R) => catalogCommands[command](resource, record.id),
    runBulk: (ids: string[]) => bulk(ids, command),
  }));

/** The command set of a resource whose only commands are feature and unfeature (artists, galleries, collections). */
export const featurableSet = (resource: FeaturableResource, source = 'name'): CommandSet<Featurable> => ({
  resource,
  commands: featureCommands(resource),
  nameOf: (record, locale) => localizedText(record, source, locale) || record.id,
});
