import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { localizedText } from '../moderation/kit/fields';
import type { ArtworkRecord } from './artworkCommands';
import { ARTWORK_COMMAND_ICONS, useArtworkLauncher } from './useArtworkLauncher';

/** The per-row commands, behind one labelled button so that the table stays readable. */
export const ArtworkRowMenu = () => {
  const record = useRecordContext<ArtworkRecord>();
  const translate = useTranslate();
  const locale = useLocale();
  const { commands, launch, dialogs } = useArtworkLauncher(record);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!record || commands.length === 0) return null;
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <IconButton
        aria-label={translate('resources.moderation.commandsFor', { name: localizedText(record, 'title', locale) })}
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
            <ListItemIcon>{ARTWORK_COMMAND_ICONS[command]}</ListItemIcon>
            <ListItemText>{translate(`resources.artworks.commands.${command}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialogs}
    </Box>
  );
};
