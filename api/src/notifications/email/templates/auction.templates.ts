import type { EmailTemplate } from '../email-template.js';

/**
 * Auction mails, optional (the `auctions` kind on /preferences): "you have been outbid" to the bidder who led a
 * lot until another bid took the lead (at most one per lot and person every ten minutes), and "you won" to the
 * winner of a lot that closed sold, with the amounts the closing states and the way to pay.
 */
export interface AuctionLotEmailData {
  auctionId: string;
  /** The lot's work as scheduled; the lot's number when it was scheduled without a work. */
  title: string;
  titleAr: string;
}
/** SAR, formatted: the bid that took the lead. */
export type AuctionOutbidEmailData = AuctionLotEmailData & { amount: string };
/** SAR, formatted, as the closing states them: hammer price, buyer's premium and their sum. */
export type AuctionWonEmailData = AuctionLotEmailData & { hammer: string; premium: string; total: string };

declare module '../../../platform/jobs/job-catalog.js' {
  interface EmailJobs {
    auctionOutbid: import('../email-template.js').EmailJob<AuctionOutbidEmailData>;
    auctionWon: import('../email-template.js').EmailJob<AuctionWonEmailData>;
  }
}

const lot = (publicUrl: string, d: AuctionLotEmailData, ar: boolean) =>
  `${publicUrl}/auctions/${d.auctionId}${ar ? '?lang=ar' : ''}`;
/** Won lots are paid from the collector's page: each unpaid win links to its checkout. */
const pay = (publicUrl: string, ar: boolean) => `${publicUrl}/collector${ar ? '?lang=ar' : ''}`;

export const auctionOutbidTemplate: EmailTemplate<AuctionOutbidEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `You have been outbid on "${d.title || d.titleAr}"`,
    greeting: 'Hello,',
    paragraphs: [
      `Another bidder now leads the lot "${d.title || d.titleAr}" with ${d.amount} SAR.`,
      'Bid again before the lot closes to take the lead back.',
    ],
    action: { label: 'Bid again', url: lot(publicUrl, d, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `تجاوزك مزايد آخر على «${d.titleAr || d.title}»`,
    greeting: 'مرحبًا،',
    paragraphs: [
      `يتصدر مزايد آخر الآن القطعة «${d.titleAr || d.title}» بمبلغ ${d.amount} ريال.`,
      'زايد مجددًا قبل إغلاق القطعة لتستعيد الصدارة.',
    ],
    action: { label: 'زايد مجددًا', url: lot(publicUrl, d, true) },
  }),
};

export const auctionWonTemplate: EmailTemplate<AuctionWonEmailData> = {
  en: (d, { publicUrl }) => ({
    subject: `You won "${d.title || d.titleAr}"`,
    greeting: 'Congratulations,',
    paragraphs: [
      `The lot "${d.title || d.titleAr}" closed and it is yours.`,
      `Hammer price: ${d.hammer} SAR. Buyer's premium: ${d.premium} SAR. Total: ${d.total} SAR, plus the VAT your invoice states.`,
      'Please pay within the payment window so the work can be shipped to you.',
    ],
    action: { label: 'Pay now', url: pay(publicUrl, false) },
  }),
  ar: (d, { publicUrl }) => ({
    subject: `فزت بـ«${d.titleAr || d.title}»`,
    greeting: 'تهانينا،',
    paragraphs: [
      `أُغلقت القطعة «${d.titleAr || d.title}» وهي الآن لك.`,
      `سعر المطرقة: ${d.hammer} ريال. عمولة المشتري: ${d.premium} ريال. الإجمالي: ${d.total} ريال، تضاف إليه ضريبة القيمة المضافة كما تبيّنها فاتورتك.`,
      'يرجى الدفع خلال مهلة الدفع ليُشحن العمل إليك.',
    ],
    action: { label: 'ادفع الآن', url: pay(publicUrl, true) },
  }),
};
