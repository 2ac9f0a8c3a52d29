import { queryOptions } from '@tanstack/react-query';
import { getJson, postForm } from '../../../lib/http';

export const KYC_DOCUMENT_TYPES = [
  'national_id',
  'commercial_registration',
  'vat_certificate',
  'proof_of_address',
] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

export interface KycDocument {
  id: string;
  documentType: KycDocumentType;
  number: string | null;
  expiresOn: string | null;
  expired: boolean;
  status: 'submitted' | 'first_approval' | 'approved' | 'rejected' | 'expired';
  submittedAt: string;
  reason: string | null;
  reasonAr: string | null;
}

export interface KycCase {
  tier: 0 | 1 | 2;
  status: 'waiting' | 'more_requested' | 'settled';
  bidCeiling: number;
  documents: KycDocument[];
  requests: Array<{ requested: KycDocumentType[]; note: string | null; at: string }>;
}

export const kycQuery = queryOptions({
  queryKey: ['/api/kyc'],
  queryFn: ({ signal }) => getJson<KycCase>('/api/kyc', { signal }),
});

/** POST /api/kyc/documents: the file as multipart field `file` beside the form's fields. */
export async function submitKycDocument(input: {
  file: File | null;
  documentType: KycDocumentType;
  number: string;
  expiresOn: string;
}): Promise<KycCase> {
  const body = new FormData();
  body.append('documentType', input.documentType);
  body.append('number', input.number);
  if (input.expiresOn) body.append('expiresOn', input.expiresOn);
  if (input.file) body.append('file', input.file);
  return postForm<KycCase>('/api/kyc/documents', body);
}
