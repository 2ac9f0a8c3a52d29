/**
 * KYC files: the type is decided by the bytes (PDF, JPEG, PNG, HEIC), never by the name or the declared type;
 * the size is limited; the bytes are encrypted with the person's own key (the platform's personal-data vault)
 * before they reach the file storage, so erasing the person (deleting the key) destroys their documents too.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ErasureHooks } from '../../platform/commands/erasure-hooks.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { kycDecider } from '../domain/kyc.decider.js';
import { streamName } from '../../platform/commands/decider.js';
import { FILE_STORAGE, type FileStorage } from '../../platform/file-storage/file-storage.port.js';
import { PersonalDataVault } from '../../platform/commands/personal-data-vault.js';
import { SealedFiles } from '../../platform/file-storage/sealed-files.js';
import { validationError } from '../../platform/errors/domain-errors.js';

export const KYC_MAX_BYTES = 10 * 1024 * 1024;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The content type the bytes show, or null when they are none of the accepted kinds. */
export function sniffDocument(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.has(bytes.subarray(8, 12).toString('latin1')))
    return 'image/heic';
  return null;
}

const fileProblem = (code: string, message: string, messageAr: string) =>
  validationError([{ field: 'file', code, message, messageAr }]);

export const kycFileTooLarge = () =>
  fileProblem('maxSize', 'The file is larger than 10 MB.', 'حجم الملف أكبر من 10 ميغابايت.');

/** Refuses a missing, oversize or unaccepted file naming the field `file`; the content type otherwise. */
export function checkDocumentFile(bytes: Buffer | undefined): string {
  if (!bytes || bytes.length === 0)
    throw fileProblem('required', 'Attach the document as a file.', 'أرفق الوثيقة في ملف.');
  if (bytes.length > KYC_MAX_BYTES) throw kycFileTooLarge();
  const type = sniffDocument(bytes);
  if (!type)
    throw fileProblem('fileType', 'Send a PDF, JPEG, PNG or HEIC file.', 'أرسل ملفًا بصيغة PDF أو JPEG أو PNG أو HEIC.');
  return type;
}

@Injectable()
export class KycFiles implements OnModuleInit {
  private readonly files: SealedFiles;

  constructor(
    @Inject(FILE_STORAGE) storage: FileStorage,
    vault: PersonalDataVault,
    private readonly runner: CommandRunner,
    private readonly erasure: ErasureHooks,
  ) {
    this.files = new SealedFiles(storage, vault);
  }

  /** Erasure: the key is gone already (the files are unreadable); the ciphertext goes too. */
  onModuleInit(): void {
    this.erasure.register('kycFiles', async ({ userId }) => {
      const { state } = await this.runner.load(kycDecider, streamName(kycDecider.category, userId));
      for (const documentId of Object.keys(state.documents)) await this.files.delete(this.keyOf(documentId));
    });
  }

  keyOf(documentId: string): string {
    return `kyc/${documentId}.enc`;
  }

  async store(userId: string, documentId: string, bytes: Buffer): Promise<string> {
    const key = this.keyOf(documentId);
    await this.files.put(userId, key, bytes);
    return key;
  }

  /** The plain bytes, or null when the file is gone or its owner's key was destroyed (erasure). */
  read(fileKey: string): Promise<Buffer | null> {
    return this.files.get(fileKey);
  }
}
