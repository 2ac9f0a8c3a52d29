/**
 * Sessions in Redis (connect-redis 9 on node-redis), so every API replica honours a session any of them made.
 * The cookie `ga.sid` is httpOnly, SameSite=Lax, Secure in production and rolls for seven days of inactivity.
 * In production behind a TLS proxy the app must `set('trust proxy', ...)`, or Express sees plain http and
 * refuses to send a Secure cookie.
 */
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import type { AppConfig } from '../../config/app-config.js';
import type { HttpApp } from '../http-app.js';
import { closeRedis, connectRedis } from '../redis-connection.js';

export const SESSION_COOKIE = 'ga.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

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
  const store = new RedisStore({ client: redis, prefix: `${deps.keyPrefix ?? 'ga:'}sess:` });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: deps.config.sessionSecret,
    store,
    resave: false,
    // No session (and no cookie) until there is something to keep: a visitor browsing costs nothing.
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.nodeEnv === 'production',
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  // Only the API reads sessions; static files and the identity provider's pages skip the Redis round trip.
  app.use('/api', middleware);
  return { close: () => closeRedis(redis) };
}
