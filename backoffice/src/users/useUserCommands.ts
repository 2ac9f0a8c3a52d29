import { useMutation } from '@tanstack/react-query';
import {
  type Identifier,
  useDataProvider,
  useListContext,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider, UserCommandArgs } from '../dataProvider';
import { countArgs } from '../format';
import { getLocale } from '../i18n/localeStore';
import type { BulkResult } from '../types';
import { allowedCommands, type CommandKey, COMMANDS } from './userCommands';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The commands this staff member may run (empty while permissions load). */
export const useAllowedCommands = (): CommandKey[] => {
  const { permissions } = usePermissions<string[]>();
  return allowedCommands(permissions);
};

/** Runs one command on one user; tells the outcome and refreshes the page's data. */
export const useUserCommand = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: ({ id, command, args }: { id: Identifier; command: CommandKey; args?: UserCommandArgs }) =>
      dataProvider.runUserCommand(id, COMMANDS[command].api, args),
  });
  const run = async (id: Identifier, command: CommandKey, args?: UserCommandArgs): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ id, command, args });
      notify(`resources.users.done.${command}`, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      // The message is already the server's text in the interface language (see http.ts).
      notify(messageOf(error), { type: 'error', messageArgs: { _: messageOf(error) } });
      return false;
    }
  };
  return { run, isPending: mutation.isPending };
};

/** The outcome of a bulk command as one notification: how many succeeded, and why the others did not. */
export const bulkSummary = (result: BulkResult, translate: (key: string, options?: object) => string) => {
  // A provider call cut short by a sign-out answers `{ data: {} }`: treat missing lists as empty.
  const succeeded = result.succeeded ?? [];
  const failed = result.failed ?? [];
  const lines = [translate('resources.users.bulk.succeeded', countArgs(succeeded.length, getLocale()))];
  if (failed.length) {
    lines.push(translate('resources.users.bulk.failed', countArgs(failed.length, getLocale())));
    const arabic = getLocale() === 'ar';
    for (const failure of failed) {
      lines.push(`• ${failure.id}: ${arabic && failure.messageAr ? failure.messageAr : failure.message}`);
    }
  }
  return lines.join('\n');
};

/** Runs one command on the selected users through the bulk endpoint, which answers per user. */
export const useBulkUserCommand = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const mutation = useMutation({
    mutationFn: ({ command, args }: { command: CommandKey; args?: UserCommandArgs }) =>
      dataProvider.runBulkUserCommand(selectedIds, COMMANDS[command].api, args),
  });
  const run = async (command: CommandKey, args?: UserCommandArgs): Promise<boolean> => {
    try {
      const result = await mutation.mutateAsync({ command, args });
      const text = bulkSummary(result, translate);
      notify(text, {
        type: result.failed?.length ? 'warning' : 'success',
        messageArgs: { _: text },
        multiLine: true,
        autoHideDuration: result.failed?.length ? null : 5000,
      });
      onUnselectItems();
      refresh();
      return true;
    } catch (error) {
      notify(messageOf(error), { type: 'error', messageArgs: { _: messageOf(error) } });
      return false;
    }
  };
  return { run, isPending: mutation.isPending, count: selectedIds.length };
};
