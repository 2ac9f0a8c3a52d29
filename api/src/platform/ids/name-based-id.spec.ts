import { describe, expect, it } from '@jest/globals';
import { nameBasedId } from './name-based-id.js';

describe('nameBasedId', () => {
  it('derives the same UUID-shaped id from the same name, with version 5 and the RFC 4122 variant', () => {
    const id = nameBasedId('dev|collector', 'sha256');
    expect(id).toBe(nameBasedId('dev|collector', 'sha256'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedId('dev|artist', 'sha256')).not.toBe(id);
    expect(nameBasedId('dev|collector', 'sha1')).not.toBe(id);
  });

  it('keeps the ids already stored: the same values the formula gave before it was shared', () => {
    expect(nameBasedId('dev|collector', 'sha256')).toBe('201a0cfc-eea1-5d76-b9f9-1bc2155057cb');
    expect(nameBasedId('gulf-art-community-demo:x', 'sha1')).toBe('ee1440ca-5815-5f3c-94f2-95c8a90ea1fb');
  });
});
