/**
 * What sign-in adds to the request and the session: `req.account` is the access read fresh for this request;
 * the session holds only the user id and, between /api/login and /api/callback, the pending login.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { currentCorrelationId, isSafeCorrelationId } from '../logging/request-context.js';
import type { AccountAccess } from './accounts.port.js';

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  startedAt: number;
  /** The language the sign-in (or sign-up) was started in: a new account records it for its mails. */
  language?: 'en' | 'ar';
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** When the person signed in (ms since the epoch): bounds the session's whole life. */
    signedInAt?: number;
    /** When the person last proved who they are at the provider (its `auth_time`): a fresh sign-in is a recent one. */
    authenticatedAt?: number;
    /** Kept for the identity provider's end-session call (id_token_hint). */
    idToken?: string;
    pendingLogin?: PendingLogin;
    /** When the session's cookie last rolled (see configure-sessions.ts). */
    rolledAt?: number;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      account?: AccountAccess;
    }
  }
}

/** The request's correlation id from the logging context, else a well-formed caller header, else a new one. */
export function correlationIdOf(req: Request): string {
  const fromContext = currentCorrelationId();
  if (fromContext) return fromContext;
  const header = req.get('x-correlation-id');
  return isSafeCorrelationId(header) ? header : randomUUID();
}

export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Session helpers as promises (express-session's API is callback based). */
export const regenerateSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));

export const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

export const destroySession = (req: Request) =>
  new Promise<void>((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => (err ? reject(err) : resolve()));
  });
