/**
 * oidc-provider storage in Redis, so two API replicas serve one identity provider: an interaction started on
 * one can finish on the other, and a code issued by one is redeemed at the other. Each record is a hash whose
 * `payload` is the JSON the provider gave us; `consumed` is set beside it when a code or token is used up.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { RedisClient } from '../redis-connection.js';

// Records that belong to a grant, so revoking the grant can find and delete them.
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

export class RedisOidcAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  private key = (id: string) => `${this.prefix}idp:oidc:${this.model}:${id}`;
  private grantKey = (grantId: string) => `${this.prefix}idp:oidc:grant:${grantId}`;
  private uidKey = (uid: string) => `${this.prefix}idp:oidc:uid:${uid}`;
  private userCodeKey = (code: string) => `${this.prefix}idp:oidc:userCode:${code}`;

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const key = this.key(id);
    const tx = this.redis
      .multi()
      .del(key)
      .hSet(key, { payload: JSON.stringify(payload) });
    if (expiresIn) tx.expire(key, expiresIn);
    if (GRANTABLE.has(this.model) && payload.grantId) {
      const grantKey = this.grantKey(payload.grantId);
      tx.rPush(grantKey, key);
      // Keep the grant's index as long as its longest-lived member.
      if (expiresIn && expiresIn > (await this.redis.ttl(grantKey))) tx.expire(grantKey, expiresIn);
    }
    if (payload.uid) this.index(tx, this.uidKey(payload.uid), id, expiresIn);
    if (payload.userCode) this.index(tx, this.userCodeKey(payload.userCode), id, expiresIn);
    await tx.exec();
  }

  private index(tx: ReturnType<RedisClient['multi']>, key: string, id: string, expiresIn?: number) {
    tx.set(key, id);
    if (expiresIn) tx.expire(key, expiresIn);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const stored = await this.redis.hGetAll(this.key(id));
    if (!stored?.payload) return undefined;
    const payload = JSON.parse(stored.payload) as AdapterPayload;
    return stored.consumed ? { ...payload, consumed: Number(stored.consumed) } : payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = await this.redis.get(this.uidKey(uid));
    return id ? this.find(id) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const id = await this.redis.get(this.userCodeKey(userCode));
    return id ? this.find(id) : undefined;
  }

  async consume(id: string): Promise<void> {
    // HSET on an expired record would recreate it without an expiry; HSETEX-like behaviour needs Redis 8.
    const key = this.key(id);
    if (await this.redis.exists(key)) await this.redis.hSet(key, 'consumed', Math.floor(Date.now() / 1000));
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grantKey = this.grantKey(grantId);
    const members = await this.redis.lRange(grantKey, 0, -1);
    await this.redis.del([...members, grantKey]);
  }
}
