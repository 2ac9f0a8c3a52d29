/**
 * Keys every replica of the development identity provider must share: the token signing key (an ID token signed
 * on one replica is verified against the JWKS served by another) and the cookie signing keys.
 * The signing key is made once and kept in Redis: acceptable for a provider that is refused in production.
 */
import { createHmac, generateKeyPair as generateKeyPairCallback, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { RedisClient } from '../redis-connection.js';

const generateRsaKey = () =>
  new Promise<KeyObject>((resolve, reject) =>
    generateKeyPairCallback('rsa', { modulusLength: 2048 }, (err, _publicKey, privateKey) =>
      err ? reject(err) : resolve(privateKey),
    ),
  );

export async function sharedSigningKeys(redis: RedisClient, keyPrefix: string): Promise<JsonWebKey[]> {
  const key = `${keyPrefix}idp:jwks`;
  const existing = await redis.get(key);
  if (existing) return JSON.parse(existing) as JsonWebKey[];
  const jwk = { ...(await generateRsaKey()).export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };
  // Two replicas starting together both generate; NX keeps the first and both read it back.
  await redis.set(key, JSON.stringify([jwk]), { condition: 'NX' });
  return JSON.parse((await redis.get(key))!) as JsonWebKey[];
}

/** Derived from the session secret, which every replica already shares. */
export const cookieKeys = (sessionSecret: string): string[] => [
  createHmac('sha256', sessionSecret).update('development identity provider cookies').digest('base64url'),
];
