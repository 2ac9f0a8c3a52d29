import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../http';

/** Sends a command to the API: a POST with its body (when it has one) as JSON. */
export const postJson = (url: string, body?: unknown) =>
  httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

/**
 * An action button's POST: pending while it runs; then the `done` message and the record refreshed, or the
 * server's message when it refuses. `onDone` runs after a success, `onSettled` after either.
 */
export const usePostAction = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const post = async (
    url: string,
    body: unknown,
    { done, onDone, onSettled }: { done: string; onDone?: () => void; onSettled?: () => void },
  ) => {
    setPending(true);
    try {
      await postJson(url, body);
      notify(done, { type: 'success' });
      onDone?.();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      onSettled?.();
    }
  };
  return { pending, post };
};
