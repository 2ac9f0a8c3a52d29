import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from a name (like UUIDv5: version nibble 5, RFC 4122 variant), so the same name gives
 * the same id on every run and in every process: a person's id from their identity provider and subject, the demo
 * seeders' records from fixed names. `algorithm` is the digest the id was first derived with; changing it would
 * change every id already stored.
 */
export function nameBasedId(name: string, algorithm: 'sha1' | 'sha256'): string {
  const h = createHash(algorithm).update(name).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
