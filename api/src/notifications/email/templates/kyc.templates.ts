import type { EmailTemplate } from '../email-template.js';

/**
 * A reviewer's KYC decision, mailed to the person: approved (with the tier it gives), rejected (with the
 * reviewer's reason, in Arabic when given), or more documents asked for (named). Document numbers stay out.
 */
export interface KycDecisionEmailData {
  decision: 'approved' | 'rejected' | 'more_requested';
  documentType: string | null;
  tier: number | null;
  reason: string | null;
  reasonAr: string | null;
  requested: string[];
  note: string | null;
}

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    kycDecision: import('../email-template.js').EmailJob<KycDecisionEmailData>;
  }
}

const TYPE_EN: Record<string, string> = {
  national_id: 'national ID or Iqama',
  commercial_registration: 'commercial registration',
  vat_certificate: 'VAT certificate',
  proof_of_address: 'proof of address',
};
const TYPE_AR: Record<string, string> = {
  national_id: 'الهوية الوطنية أو الإقامة',
  commercial_registration: 'السجل التجاري',
  vat_certificate: 'شهادة ضريبة القيمة المضافة',
  proof_of_address: 'إثبات العنوان',
};

export const kycDecisionTemplate: EmailTemplate<KycDecisionEmailData> = {
  en: (d, { publicUrl }) => {
    const what = TYPE_EN[d.documentType ?? ''] ?? 'document';
    const lines =
      d.decision === 'approved'
        ? [`Your ${what} was approved. Your verification level is now ${d.tier ?? 0}.`]
        : d.decision === 'rejected'
          ? [`Your ${what} was not accepted. The reviewer's reason:`, d.reason ?? '']
          : [
              `A reviewer needs more from you: ${d.requested.map((r) => TYPE_EN[r] ?? r).join(', ')}.`,
              ...(d.note ? [d.note] : []),
            ];
    return {
      subject:
        d.decision === 'approved'
          ? 'Your document was approved'
          : d.decision === 'rejected'
            ? 'Your document was rejected'
            : 'We need another document',
      greeting: 'Hello,',
      paragraphs: lines,
      action: { label: 'Open my verification', url: `${publicUrl}/dashboard?tab=verification` },
      signOff: 'The Gulf Art Marketplace team',
    };
  },
  ar: (d, { publicUrl }) => {
    const what = TYPE_AR[d.documentType ?? ''] ?? 'الوثيقة';
    const lines =
      d.decision === 'approved'
        ? [`قُبلت وثيقة ${what}. أصبح مستوى التحقق لديك ${d.tier ?? 0}.`]
        : d.decision === 'rejected'
          ? [`لم تُقبل وثيقة ${what}. سبب المراجع:`, d.reasonAr ?? d.reason ?? '']
          : [
              `يحتاج المراجع إلى المزيد: ${d.requested.map((r) => TYPE_AR[r] ?? r).join('، ')}.`,
              ...(d.note ? [d.note] : []),
            ];
    return {
      subject:
        d.decision === 'approved' ? 'قُبلت وثيقتك' : d.decision === 'rejected' ? 'رُفضت وثيقتك' : 'نحتاج إلى وثيقة أخرى',
      greeting: 'مرحبًا،',
      paragraphs: lines,
      action: { label: 'افتح صفحة التحقق', url: `${publicUrl}/dashboard?tab=verification&lang=ar` },
      signOff: 'فريق سوق الفن الخليجي',
    };
  },
};
