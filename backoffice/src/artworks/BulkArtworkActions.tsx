import { Button } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { catalogCommands, normaliseBulkResult } from '../moderation/kit/catalogCommands';
import { ReasonDialog } from '../moderation/kit/ReasonDialog';
import { useBulkCatalogCommand } from '../moderation/kit/useCatalogCommand';
import { type ArtworkCommand, bulkArtworkCommandsFor } from './artworkCommands';
import { ARTWORK_COMMAND_ICONS } from './useArtworkLauncher';

/** Feature, unfeature or withdraw the selected works in one call to the bulk endpoint, answered per work. */
export const BulkArtworkActions = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { run, isPending, count: selected } = useBulkCatalogCommand();
  const { count } = useFormatters();
  const [asking, setAsking] = useState(false);
  const bulk = (command: ArtworkCommand, reason?: string) =>
    run(async (ids) => normaliseBulkResult(ids, await catalogCommands.bulkArtworks(ids, command, reason)));
  return (
    <>
      {bulkArtworkCommandsFor(permissions).map((command) => (
        <Button
          key={command}
          size="small"
          startIcon={ARTWORK_COMMAND_ICONS[command]}
          disabled={isPending}
          onClick={() => (command === 'withdraw' ? setAsking(true) : void bulk(command))}
        >
          {translate(`resources.artworks.commands.${command}`)}
        </Button>
      ))}
      <ReasonDialog
        open={asking}
        title={translate('resources.artworks.withdraw.bulkTitle', count(selected))}
        confirmLabel={translate('resources.artworks.commands.withdraw')}
        destructive
        pending={isPending}
        onClose={() => setAsking(false)}
        onConfirm={async (reason) => {
          if (await bulk('withdraw', reason)) setAsking(false);
        }}
      />
    </>
  );
};
