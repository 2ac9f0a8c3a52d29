import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { countArgs } from '../format';
import { localizedErrorMessage } from '../http';
import { type AppLocale, getLocale } from '../i18n/localeStore';
import type { BulkResult } from '../types';

type Translate = (key: string, options?: object) => string;

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

/**
 * What to tell the staff member when a command fails, in the interface language. A 409 means the record
 * moved on between reading and writing (another command got there first): the page refreshes and the text
 * says to try again. A 403 keeps the server's reason (which names the rule, e.g. staff accounts are for
 * admins only), with a generic refusal when the answer has none. Anything else: the server's text, or the
 * error's own message (a translation key such as `app.error.network`).
 */
export const commandErrorText = (error: unknown, translate: Translate, locale: AppLocale = getLocale()): string => {
  const status = statusOf(error);
  if (status === 409) return translate('kit.errors.conflict');
  const server = localizedErrorMessage((error as { body?: unknown } | null)?.body, locale);
  if (server) return server;
  if (status === 403) return translate('kit.errors.forbidden');
  const message = error instanceof Error ? error.message : String(error);
  return translate(message, { _: message });
};

/** One notification for a bulk command: how many succeeded, and why the others did not. */
export const bulkSummary = (result: BulkResult, translate: Translate, locale: AppLocale = getLocale()) => {
  // A provider call cut short by a sign-out answers `{ data: {} }`: treat missing lists as empty.
  const succeeded = result.succeeded ?? [];
  const failed = result.failed ?? [];
  const lines = [translate('kit.bulk.succeeded', countArgs(succeeded.length, locale))];
  if (failed.length) {
    lines.push(translate('kit.bulk.failed', countArgs(failed.length, locale)));
    for (const failure of failed) {
      lines.push(`• ${failure.id}: ${locale === 'ar' && failure.messageAr ? failure.messageAr : failure.message}`);
    }
  }
  return lines.join('\n');
};

/**
 * The one command hook of the back-office: runs a command on one record (`run`) or on a selection (`runBulk`),
 * tells the outcome in the interface language (the resource's "done" text, or why it failed) and refreshes
 * the page's data. Both answer whether the command went through, so a dialog knows to close.
 */
export const useCommand = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const mutation = useMutation({ mutationFn: (task: () => Promise<unknown>) => task() });

  const fail = (error: unknown) => {
    const text = commandErrorText(error, translate);
    notify(text, { type: 'error', messageArgs: { _: text } });
    if (statusOf(error) === 409) refresh();
    return false;
  };

  const run = async (task: () => Promise<unknown>, doneKey: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(task);
    } catch (error) {
      return fail(error);
    }
    notify(doneKey, { type: 'success' });
    refresh();
    return true;
  };

  const runBulk = async (task: () => Promise<BulkResult>): Promise<boolean> => {
    let result: BulkResult;
    try {
      result = (await mutation.mutateAsync(task)) as BulkResult;
    } catch (error) {
      return fail(error);
    }
    const text = bulkSummary(result, translate);
    const refused = (result.failed ?? []).length > 0;
    notify(text, {
      type: refused ? 'warning' : 'success',
      messageArgs: { _: text },
      multiLine: true,
      autoHideDuration: refused ? null : 5000,
    });
    refresh();
    return true;
  };

  return { run, runBulk, isPending: mutation.isPending };
};
