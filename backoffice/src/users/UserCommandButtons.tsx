import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '../types';
import { COMMAND_ICONS } from './commandIcons';
import { useCommandLauncher } from './useCommandLauncher';

/** The commands of the show page's toolbar. */
export const UserCommandButtons = () => {
    const record = useRecordContext<UserRecord>();
    const translate = useTranslate();
    const { commands, launch, dialogs, isPending } = useCommandLauncher(record);
    return (
        <>
            {commands.map(command => (
                <Button
                    key={command}
                    size="small"
                    startIcon={COMMAND_ICONS[command]}
                    disabled={isPending}
                    onClick={() => launch(command)}
                >
                    {translate(`resources.users.commands.${command}`)}
                </Button>
            ))}
            {dialogs}
        </>
    );
};
