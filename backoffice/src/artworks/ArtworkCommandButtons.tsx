import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ArtworkRecord } from './artworkCommands';
import { ARTWORK_COMMAND_ICONS, useArtworkLauncher } from './useArtworkLauncher';

/** The commands of the artwork show page's toolbar. */
export const ArtworkCommandButtons = () => {
  const record = useRecordContext<ArtworkRecord>();
  const translate = useTranslate();
  const { commands, launch, dialogs, isPending } = useArtworkLauncher(record);
  return (
    <>
      {commands.map((command) => (
        <Button
          key={command}
          size="small"
          startIcon={ARTWORK_COMMAND_ICONS[command]}
          disabled={isPending}
          onClick={() => launch(command)}
        >
          {translate(`resources.artworks.commands.${command}`)}
        </Button>
      ))}
      {dialogs}
    </>
  );
};
