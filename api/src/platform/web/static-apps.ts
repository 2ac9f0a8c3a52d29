/**
 * Serves the built storefront at `/` and the back-office at `/backoffice/`, each with its single-page
 * fallback (any unknown GET path answers the app's index.html so client-side routes work on reload).
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** Storefront pages whose shared links get server-rendered meta (answered by shared-links.controller.ts). */
export const SHARED_LINK_PATH = /^\/(artwork|artists|galleries)\/[^/]+\/?$/;

/** The API's and the identity provider's paths, in any case: never a file of the apps. */
const isApiPath = (path: string) => /^\/(api\/|oidc)/i.test(path);

export interface StaticApp {
  mountPath: string;
  distDir: string;
}

export function serveStaticApps(app: Express, apps: StaticApp[], log: (message: string) => void): void {
  // Most specific first, so /backoffice/... never falls through to the storefront.
  for (const { mountPath, distDir } of [...apps].sort((a, b) => b.mountPath.length - a.mountPath.length)) {
    const index = join(distDir, 'index.html');
    if (!existsSync(index)) {
      log(`${distDir} has no build: run npm run build to serve ${mountPath}`);
      continue;
    }
    const files = express.static(distDir, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The apps are mounted before the API's routes (Nest adds its own at init): without this guard every GET of the
    // API asked the disk whether a file of that name exists first (a profile of the registrations benchmark showed
    // that stat as the API's largest cost after its database round trips).
    app.use(mountPath, (req: Request, res: Response, next: NextFunction) =>
      isApiPath(req.originalUrl) ? next() : files(req, res, next),
    );
    app.get(`${mountPath === '/' ? '' : mountPath}{/*path}`, (req: Request, res: Response, next: NextFunction) => {
      // In any case: `/API/x` is no route of the API (routing is case-sensitive) and answers its 404, not a page.
      if (isApiPath(req.path) || /\.[a-z0-9]{2,5}$/i.test(req.path)) return next();
      if (mountPath === '/' && SHARED_LINK_PATH.test(req.path)) return next(); // server-rendered meta: shared-links.controller.ts
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
}
