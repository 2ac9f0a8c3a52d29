import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { catalogCommands, type FeaturableResource, normaliseBulkResult, runEach } from './catalogCommands';
import { useBulkCatalogCommand, useCatalogCommand, useMayRun } from './useCatalogCommand';

/** Feature or unfeature one record (show toolbar): the button offers the change its state allows. */
export const FeatureToggleButton = ({ resource }: { resource: FeaturableResource }) => {
  const record = useRecordContext<{ id: string; featured?: boolean }>();
  const translate = useTranslate();
  const { run, isPending } = useCatalogCommand();
  const command = record?.featured ? 'unfeature' : 'feature';
  const allowed = useMayRun(resource, command);
  if (!record || !allowed) return null;
  return (
    <Button
      size="small"
      disabled={isPending}
      startIcon={record.featured ? <StarBorderIcon /> : <StarIcon />}
      onClick={() => run(() => catalogCommands[command](resource, record.id), `resources.moderation.done.${command}`)}
    >
      {translate(`resources.moderation.commands.${command}`)}
    </Button>
  );
};

/**
 * Feature or unfeature every selected record. Artworks go through the bulk endpoint (one request, an answer
 * per artwork); the other resources have none, so each record gets its own command.
 */
export const BulkFeatureButtons = ({ resource }: { resource: FeaturableResource }) => {
  const translate = useTranslate();
  const { run, isPending } = useBulkCatalogCommand();
  const mayFeature = useMayRun(resource, 'feature');
  const mayUnfeature = useMayRun(resource, 'unfeature');
  const launch = (command: 'feature' | 'unfeature') =>
    run(async (ids) =>
      resource === 'artworks'
        ? normaliseBulkResult(ids, await catalogCommands.bulkArtworks(ids, command))
        : runEach(ids, (id) => catalogCommands[command](resource, id)),
    );
  return (
    <>
      {mayFeature && (
        <Button size="small" startIcon={<StarIcon />} disabled={isPending} onClick={() => launch('feature')}>
          {translate('resources.moderation.commands.feature')}
        </Button>
      )}
      {mayUnfeature && (
        <Button size="small" startIcon={<StarBorderIcon />} disabled={isPending} onClick={() => launch('unfeature')}>
          {translate('resources.moderation.commands.unfeature')}
        </Button>
      )}
    </>
  );
};
