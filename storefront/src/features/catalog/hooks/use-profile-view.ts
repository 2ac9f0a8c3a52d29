import { useEffect } from 'react';
import { sendJson } from '../../../lib/http';

/**
 * Tells the server that a public artist or gallery page was shown, once per page shown. The server counts it
 * only for someone other than the owner and only once per viewer and day; a failure is no visitor's concern.
 */
export function useProfileView(kind: 'artists' | 'galleries', id: string | undefined) {
  useEffect(() => {
    if (!id) return;
    sendJson('POST', `/api/${kind}/${encodeURIComponent(id)}/views`).catch(() => undefined);
  }, [kind, id]);
}
