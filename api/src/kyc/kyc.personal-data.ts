/** The KYC context's part of a person's data export: status, tier and document metadata. Never the files, and a
 * document's number only by its last four characters (the export is a file that travels; the full number stays
 * behind the Verification tab). */
import { Injectable } from '@nestjs/common';
import type { PersonalDataSection } from '../platform/personal-data/personal-data-section.js';
import { KycQueries } from './application/kyc-queries.js';

const masked = (number: string | null) => (number === null ? null : `••••${number.slice(-4)}`);

@Injectable()
export class KycPersonalData implements PersonalDataSection {
  readonly name = 'kyc';
  constructor(private readonly kyc: KycQueries) {}

  async collect(userId: string) {
    const found = await this.kyc.caseOf(userId);
    return { ...found, documents: found.documents.map((d) => ({ ...d, number: masked(d.number) })) };
  }
}
