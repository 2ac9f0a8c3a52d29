import BlockIcon from '@mui/icons-material/Block';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useLocale, usePermissions, useTranslate } from 'react-admin';
import { catalogCommands } from '../moderation/kit/catalogCommands';
import { localizedText } from '../moderation/kit/fields';
import { ReasonDialog } from '../moderation/kit/ReasonDialog';
import { useCatalogCommand } from '../moderation/kit/useCatalogCommand';
import { type ArtworkCommand, type ArtworkRecord, artworkCommandsFor } from './artworkCommands';

export const ARTWORK_COMMAND_ICONS: Record<ArtworkCommand, ReactElement> = {
  feature: <StarIcon fontSize="small" />,
  unfeature: <StarBorderIcon fontSize="small" />,
  withdraw: <BlockIcon fontSize="small" />,
};

/** What a row menu or the show toolbar needs: the commands to offer, `launch`, and the reason dialog. */
export const useArtworkLauncher = (record: ArtworkRecord | undefined) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { permissions } = usePermissions<string[]>();
  const { run, isPending } = useCatalogCommand();
  const [asking, setAsking] = useState(false);
  const commands = artworkCommandsFor(permissions, record);

  const launch = (command: ArtworkCommand) => {
    if (!record) return;
    if (command === 'withdraw') setAsking(true);
    else void run(() => catalogCommands[command]('artworks', record.id), `resources.moderation.done.${command}`);
  };

  const dialogs: ReactNode = record ? (
    <ReasonDialog
      open={asking}
      title={translate('resources.artworks.withdraw.title', { title: localizedText(record, 'title', locale) })}
      confirmLabel={translate('resources.artworks.commands.withdraw')}
      destructive
      pending={isPending}
      onClose={() => setAsking(false)}
      onConfirm={async (reason) => {
        if (await run(() => catalogCommands.withdrawArtwork(record.id, reason), 'resources.artworks.done.withdraw')) {
          setAsking(false);
        }
      }}
    />
  ) : null;

  return { commands, launch, dialogs, isPending };
};
