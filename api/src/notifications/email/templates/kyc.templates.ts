import type { EmailTemplate } from '../email-template.js';

/**
 * A reviewer's KYC decision, mailed to the person: approved (with the tier it gives), rejected (with the
 * reviewer's reason, in Arabic when given), or more documents asked for (named). Document numbers stay out.
 */
export interface KycDecisionEmailData {
  /** `expiring` and `expired` come from the expiry sweep, not a reviewer. */
  decision: 'approved' | 'rejected' | 'more_requested' | 'expiring' | 'expired';
  documentType: string | null;
  tier: number | null;
  reason: string | null;
  reasonAr: string | null;
  requested: string[];
  note: string | null;
  /** The expiry date (YYYY-MM-DD) of a document that expires soon. */
  expiresOn?: string | null;
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
    if (d.decision === 'expiring' || d.decision === 'expired')
      return {
        subject: d.decision === 'expiring' ? 'Your document expires soon' : 'Your document has expired',
        greeting: 'Hello,',
        paragraphs:
          d.decision === 'expiring'
            ? [
                `Your ${what} expires on ${d.expiresOn ?? ''}. Upload the renewed one before then to keep your verification level.`,
              ]
            : [`Your ${what} has expired. Your verification level is now ${d.tier ?? 0}. Upload the renewed one.`],
        action: { label: 'Open my verification', url: `${publicUrl}/dashboard?tab=verification` },
      };
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
    };
  },
  ar: (d, { publicUrl }) => {
    const what = TYPE_AR[d.documentType ?? ''] ?? 'الوثيقة';
    if (d.decision === 'expiring' || d.decision === 'expired')
      return {
        subject: d.decision === 'expiring' ? 'تنتهي صلاحية وثيقتك قريبًا' : 'انتهت صلاحية وثيقتك',
        greeting: 'مرحبًا،',
        paragraphs:
          d.decision === 'expiring'
            ? [
                `تنتهي صلاحية وثيقة ${what} في ${d.expiresOn ?? ''}. ارفع الوثيقة المجددة قبل ذلك لتحافظ على مستوى التحقق.`,
              ]
            : [`انتهت صلاحية وثيقة ${what}. أصبح مستوى التحقق لديك ${d.tier ?? 0}. ارفع الوثيقة المجددة.`],
        action: { label: 'افتح صفحة التحقق', url: `${publicUrl}/dashboard?tab=verification&lang=ar` },
      };
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
    };
  },
};
