/** Changes a browser's stored session in Redis, as time would (a sign-in made long ago), for session tests. */
import { createClient } from 'redis';
import type { SessionData } from 'express-session';
import { SESSION_COOKIE } from '../session/configure-sessions.js';
import type { TestBrowser } from './test-browser.js';

export async function changeStoredSession(
  browser: TestBrowser,
  options: { baseUrl: string; keyPrefix: string; redisUrl: string },
  change: (session: Partial<SessionData>) => void,
): Promise<void> {
  const cookie = await browser.cookie(options.baseUrl, SESSION_COOKIE);
  if (!cookie) throw new Error('The browser holds no session cookie');
  // The cookie is "s:" + the session id + "." + its signature.
  const sid = decodeURIComponent(cookie).slice(2).split('.')[0];
  const redis = createClient({ url: options.redisUrl });
  await redis.connect();
  try {
    const key = `${options.keyPrefix}sess:${sid}`;
    const stored = await redis.get(key);
    if (!stored) throw new Error(`No stored session at ${key}`);
    const session = JSON.parse(stored) as Partial<SessionData>;
    change(session);
    await redis.set(key, JSON.stringify(session), { KEEPTTL: true });
  } finally {
    await redis.close();
  }
}
