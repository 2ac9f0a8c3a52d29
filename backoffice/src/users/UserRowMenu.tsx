import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '../types';
import { COMMAND_ICONS } from './commandIcons';
import { fullName } from './fullName';
import { useCommandLauncher } from './useCommandLauncher';

/** The per-row commands, behind one labelled button so that the table stays readable. */
export const UserRowMenu = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { commands, launch, dialogs } = useCommandLauncher(record);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!record || commands.length === 0) return null;
  return (
    // Clicks here (and in the portalled menu and dialogs, which bubble through React) must not open the row.
    <Box onClick={(event) => event.stopPropagation()}>
      <IconButton
        aria-label={`${translate('app.actions')}: ${fullName(record)}`}
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
            <ListItemIcon>{COMMAND_ICONS[command]}</ListItemIcon>
            <ListItemText>{translate(`resources.users.commands.${command}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialogs}
    </Box>
  );
};
