/**
 * Sessions in Redis (connect-redis 9 on node-redis), so every API replica honours a session any of them made.
 * The cookie `ga.sid` is httpOnly, SameSite=Lax, Secure in production and rolls for seven days of inactivity;
 * whatever the activity, a session ends 30 days after its sign-in (SESSION_LIFETIME_MS).
 * It rolls at most once a minute: a signed-in session is then marked, saved (which renews its time-to-live in
 * Redis) and its cookie sent again with the new expiry; in between, responses carry no cookie, so a busy client
 * does not cost a signature and a Set-Cookie per request. Its time-to-live is otherwise renewed at most once a
 * minute per session and process (express-session holds every response until a renewal is answered).
 * In production behind a TLS proxy the app must `set('trust proxy', ...)`, or Express sees plain http and
 * refuses to send a Secure cookie.
 */
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import type { HttpApp } from '../http-app.js';
import { closeRedis, connectRedis } from '../redis-connection.js';

export const SESSION_COOKIE = 'ga.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The absolute lifetime of a signed-in session, however active: then the person signs in again. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A session's stored expiry (a touch) and its cookie (a roll) move forward at most this often, so either may
 * trail the last request by this much: a minute of seven days.
 */
const RENEW_EVERY_MS = 60_000;
/** Sessions whose last renewal this process remembers; the oldest are forgotten (and renewed next time). */
const TOUCHES_KEPT = 50_000;

type TouchCallback = (err?: unknown) => void;

/** A Redis session store that renews a session's time-to-live once a minute, not on every request. */
export class ThrottledTouchStore extends RedisStore {
  private readonly touchedAt = new Map<string, number>();

  override async touch(sid: string, sess: session.SessionData, cb?: TouchCallback) {
    const now = Date.now();
    const last = this.touchedAt.get(sid);
    if (last !== undefined && now - last < RENEW_EVERY_MS) return cb?.();
    // Delete then set keeps the map in order of last renewal, so the oldest come first when trimming.
    this.touchedAt.delete(sid);
    this.touchedAt.set(sid, now);
    if (this.touchedAt.size > TOUCHES_KEPT) this.touchedAt.delete(this.touchedAt.keys().next().value!);
    return super.touch(sid, sess, cb);
  }

  override async destroy(sid: string, cb?: TouchCallback) {
    this.touchedAt.delete(sid);
    return super.destroy(sid, cb);
  }
}

export interface SessionDeps {
  config: AppConfig;
  redisUrl: string;
  /** Namespaces every key; tests pass a unique one. */
  keyPrefix?: string;
}

export interface SessionHandle {
  close(): Promise<void>;
}

export async function configureSessions(app: HttpApp, deps: SessionDeps): Promise<SessionHandle> {
  const redis = await connectRedis(deps.redisUrl, 'sessions');
  const store = new ThrottledTouchStore({ client: redis, prefix: `${deps.keyPrefix ?? 'ga:'}sess:` });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: deps.config.sessionSecret,
    store,
    resave: false,
    // No session (and no cookie) until there is something to keep: a visitor browsing costs nothing.
    saveUninitialized: false,
    // Rolled by `rollOncePerMinute` instead of on every response.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.nodeEnv === 'production',
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  // Only the API reads sessions; static files and the identity provider's pages skip the Redis round trip.
  app.use('/api', middleware, endAfterLifetime, rollOncePerMinute);
  return { close: () => closeRedis(redis) };
}

/**
 * Ends a signed-in session 30 days after its sign-in, and one that carries no sign-in time (it was made before
 * sessions had an absolute lifetime). The request goes on signed out: a public route answers, others say 401.
 */
export function endAfterLifetime(req: Request, _res: Response, next: NextFunction): void {
  const session = req.session;
  if (session?.userId === undefined) return next();
  const signedInAt = session.signedInAt;
  if (typeof signedInAt === 'number' && Date.now() - signedInAt < SESSION_LIFETIME_MS) return next();
  // A new, empty session in its place (stored only if something is put in it, a sign-in starting say).
  session.regenerate((err) => next(err));
}

/**
 * Marks a signed-in session once a minute: express-session saves a changed session and, the cookie having an
 * expiry, sends it again, seven days from now.
 */
export function rollOncePerMinute(req: Request, _res: Response, next: NextFunction): void {
  const session = req.session;
  if (session?.userId !== undefined) {
    const now = Date.now();
    if (session.rolledAt === undefined || now - session.rolledAt >= RENEW_EVERY_MS) session.rolledAt = now;
  }
  next();
}
