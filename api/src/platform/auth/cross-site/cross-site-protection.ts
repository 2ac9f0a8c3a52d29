/**
 * Cross-site write protection for cookie-authenticated requests. The session cookie is SameSite=Lax, which
 * already keeps it off cross-site POSTs in current browsers; this check is the second lock for older browsers
 * and for sibling subdomains (same-site but another origin).
 *
 * A write is refused when the browser says it is cross-site (`Sec-Fetch-Site`), or when its Origin (or, without
 * one, its Referer) is not one of ours. A request carrying neither header does not come from a web page (curl, a
 * server, a test client): browsers send Origin with every cross-origin POST, so it is let through.
 */
import type { HttpApp } from '../http-app.js';
import type { NextFunction, Request, Response } from 'express';
import { crossSiteBody } from '../auth-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** True when the request must be refused. Pure, so it is tested without a server. */
export function isCrossSiteWrite(
  method: string,
  headers: { origin?: string; referer?: string; secFetchSite?: string },
  allowedOrigins: ReadonlySet<string>,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers.secFetchSite === 'cross-site') return true;
  if (headers.origin !== undefined) return !allowedOrigins.has(originOf(headers.origin) ?? '');
  if (headers.referer !== undefined) return !allowedOrigins.has(originOf(headers.referer) ?? '');
  return false;
}

export function crossSiteProtection(publicUrl: string, extraOrigins: readonly string[] = []) {
  const allowed = new Set([new URL(publicUrl).origin, ...extraOrigins.map((o) => new URL(o).origin)]);
  return (req: Request, res: Response, next: NextFunction) => {
    const refused = isCrossSiteWrite(
      req.method,
      { origin: req.get('origin'), referer: req.get('referer'), secFetchSite: req.get('sec-fetch-site') },
      allowed,
    );
    if (!refused) return next();
    res.status(403).json(crossSiteBody());
  };
}

/** Installs the check on everything under /api (call before the app's routes are registered). */
export function configureCrossSiteProtection(
  app: HttpApp,
  deps: { publicUrl: string; extraOrigins?: readonly string[] },
): void {
  app.use('/api', crossSiteProtection(deps.publicUrl, deps.extraOrigins));
}
