/**
 * Files encrypted with their owner's personal-data key before they reach the file storage (`.enc` keys, which
 * `/media` never serves): erasing the person (destroying the key) makes them unreadable, and the erasure hooks of
 * the contexts that store them delete the ciphertext too. Used by KYC documents and personal-data archives.
 */
import type { PersonalDataVault } from '../commands/personal-data-vault.js';
import type { FileStorage } from './file-storage.port.js';

export class SealedFiles {
  constructor(
    private readonly files: FileStorage,
    private readonly vault: PersonalDataVault,
  ) {}

  /** Stores the bytes under `key` sealed with the owner's key (refused once the owner was forgotten). */
  async put(ownerId: string, key: string, bytes: Buffer): Promise<void> {
    const sealed = await this.vault.encrypt(ownerId, bytes.toString('base64'));
    await this.files.put(key, Buffer.from(JSON.stringify(sealed)));
  }

  /** The plain bytes, or null when the file is gone or its owner's key was destroyed (erasure). */
  async get(key: string): Promise<Buffer | null> {
    const stored = await this.files.get(key);
    if (!stored) return null;
    const plain = await this.vault.decrypt(JSON.parse(stored.data.toString('utf8')));
    return plain === null ? null : Buffer.from(plain, 'base64');
  }

  delete(key: string): Promise<boolean> {
    return this.files.delete(key);
  }
}
