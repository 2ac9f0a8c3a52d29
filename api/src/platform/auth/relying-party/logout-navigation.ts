/**
 * `GET /api/logout` is a navigation (SPEC), so any page could point an `<img>` or a fetch at it and sign the
 * visitor out. It ends the session only for a top-level navigation the person made: a document request from
 * one of our pages or typed in the address bar. Browsers that send fetch metadata say so in `Sec-Fetch-Dest`
 * and `Sec-Fetch-Site`; without it (an older browser), the Origin or Referer, when present, must be ours.
 */
import { originOf } from '../cross-site/cross-site-protection.js';

export interface LogoutRequestHeaders {
  secFetchDest?: string;
  secFetchSite?: string;
  secFetchMode?: string;
  origin?: string;
  referer?: string;
}

const OWN_SITES = new Set(['same-origin', 'none']);

export function isOwnTopLevelNavigation(headers: LogoutRequestHeaders, ownOrigins: ReadonlySet<string>): boolean {
  const { secFetchDest, secFetchSite, secFetchMode } = headers;
  if (secFetchDest !== undefined || secFetchSite !== undefined || secFetchMode !== undefined) {
    return secFetchDest === 'document' && secFetchSite !== undefined && OWN_SITES.has(secFetchSite);
  }
  const from = headers.origin ?? headers.referer;
  return from === undefined || ownOrigins.has(originOf(from) ?? '');
}
