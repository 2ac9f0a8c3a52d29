import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { ReactElement } from 'react';
import type { CommandKey } from './userCommands';

export const COMMAND_ICONS: Record<CommandKey, ReactElement> = {
  verify: <VerifiedUserIcon fontSize="small" />,
  suspend: <BlockIcon fontSize="small" />,
  activate: <PlayCircleOutlineIcon fontSize="small" />,
  changeRole: <AdminPanelSettingsIcon fontSize="small" />,
};
