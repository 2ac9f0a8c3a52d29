import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMMAND_ICONS } from './commandIcons';
import type { CommandKey } from './userCommands';

/** One button per allowed user command, as the show toolbar and the bulk actions both show them. */
export const CommandButtonList = ({
  commands,
  disabled,
  onLaunch,
}: {
  commands: readonly CommandKey[];
  disabled: boolean;
  onLaunch: (command: CommandKey) => void;
}) => {
  const translate = useTranslate();
  return (
    <>
      {commands.map((command) => (
        <Button
          key={command}
          size="small"
          startIcon={COMMAND_ICONS[command]}
          disabled={disabled}
          onClick={() => onLaunch(command)}
        >
          {translate(`resources.users.commands.${command}`)}
        </Button>
      ))}
    </>
  );
};
