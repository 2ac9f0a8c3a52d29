import { useRecordContext } from 'react-admin';
import type { UserRecord } from '../types';
import { CommandButtonList } from './CommandButtonList';
import { useCommandLauncher } from './useCommandLauncher';

/** The commands of the show page's toolbar. */
export const UserCommandButtons = () => {
  const record = useRecordContext<UserRecord>();
  const { commands, launch, dialogs, isPending } = useCommandLauncher(record);
  return (
    <>
      <CommandButtonList commands={commands} disabled={isPending} onLaunch={launch} />
      {dialogs}
    </>
  );
};
