import { useMutation } from '@tanstack/react-query';
import { useListContext, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { countArgs } from '../../format';
import { getLocale } from '../../i18n/localeStore';
import type { BulkResult } from '../../types';
import { mayRun } from './catalogCommands';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether the signed-in staff member may run `action` on `resource` (false while permissions load). */
export const useMayRun = (resource: string, action: string): boolean => {
  const { permissions } = usePermissions<string[]>();
  return mayRun(permissions, resource, action);
};

/** Runs one command; says the outcome (`doneKey` on success, the server's text on failure) and refreshes. */
export const useCatalogCommand = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation({ mutationFn: (task: () => Promise<unknown>) => task() });
  const run = async (task: () => Promise<unknown>, doneKey: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(task);
      notify(doneKey, { type: 'success' });
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

/** One notification for a bulk command: how many succeeded, and why the others did not. */
export const bulkSummary = (result: BulkResult, translate: (key: string, options?: object) => string) => {
  const succeeded = result.succeeded ?? [];
  const failed = result.failed ?? [];
  const lines = [translate('resources.moderation.bulk.succeeded', countArgs(succeeded.length, getLocale()))];
  if (failed.length) {
    lines.push(translate('resources.moderation.bulk.failed', countArgs(failed.length, getLocale())));
    const arabic = getLocale() === 'ar';
    for (const failure of failed) {
      lines.push(`• ${failure.id}: ${arabic && failure.messageAr ? failure.messageAr : failure.message}`);
    }
  }
  return lines.join('\n');
};

/** Runs a command on the list's selected records and reports per record. */
export const useBulkCatalogCommand = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const mutation = useMutation({
    mutationFn: (task: (ids: string[]) => Promise<BulkResult>) => task(selectedIds.map(String)),
  });
  const run = async (task: (ids: string[]) => Promise<BulkResult>): Promise<boolean> => {
    try {
      const result = await mutation.mutateAsync(task);
      const text = bulkSummary(result, translate);
      notify(text, {
        type: result.failed.length ? 'warning' : 'success',
        messageArgs: { _: text },
        multiLine: true,
        autoHideDuration: result.failed.length ? null : 5000,
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
