import { describe, expect, it } from '@jest/globals';
import { PersonalDataRegistry, type PersonalDataSection } from './personal-data-section.js';

const section = (name: string, collect: PersonalDataSection['collect']): PersonalDataSection => ({ name, collect });

describe('PersonalDataRegistry', () => {
  it('collects every section for the person, keyed by name in the declared order', async () => {
    const registry = new PersonalDataRegistry([
      section('account', async (userId) => ({ userId })),
      section('favourites', async (userId) => [`${userId}:a1`]),
      section('kyc', async () => undefined),
    ]);
    const data = await registry.collect('u1');
    expect(Object.keys(data)).toEqual(['account', 'favourites', 'kyc']);
    expect(data).toEqual({ account: { userId: 'u1' }, favourites: ['u1:a1'], kyc: null });
    expect(registry.names).toEqual(['account', 'favourites', 'kyc']);
  });

  it('refuses two sections with the same name', () => {
    expect(() => new PersonalDataRegistry([section('a', async () => 1), section('a', async () => 2)])).toThrow(/"a"/);
  });

  it('fails the whole export when one section fails, rather than answering part of it', async () => {
    const registry = new PersonalDataRegistry([
      section('ok', async () => 1),
      section('broken', async () => Promise.reject(new Error('read store down'))),
    ]);
    await expect(registry.collect('u1')).rejects.toThrow('read store down');
  });
});
