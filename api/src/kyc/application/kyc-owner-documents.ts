/**
 * A person's own KYC documents, decrypted, for their data export (PDPL access right). Only the owner's documents
 * are read, and no reviewer view is recorded: this is the person reading their own files.
 */
import { Injectable } from '@nestjs/common';
import { KycFiles } from './kyc-files.js';
import { KycQueries } from './kyc-queries.js';

export interface OwnKycDocument {
  id: string;
  documentType: string;
  contentType: string;
  bytes: Buffer;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

export const documentExtension = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';

@Injectable()
export class KycOwnerDocuments {
  constructor(
    private readonly queries: KycQueries,
    private readonly files: KycFiles,
  ) {}

  /** The owner's documents whose bytes can still be read (a destroyed key or a missing file is skipped). */
  async of(userId: string): Promise<OwnKycDocument[]> {
    const found = await this.queries.caseWithFiles(userId);
    const documents: OwnKycDocument[] = [];
    for (const d of found) {
      const bytes = await this.files.read(d.fileKey);
      if (bytes) documents.push({ id: d.id, documentType: d.documentType, contentType: d.contentType, bytes });
    }
    return documents;
  }
}
