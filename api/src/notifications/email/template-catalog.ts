/**
 * What each transactional mail offers to an admin who rewrites its text: its name (the `email` job name), the
 * variables a revised text may use as `{{variable}}` (the scalar fields of the mail's data, the installation's
 * `publicUrl` and the `platformName` of the sign-off) and sample data for previews and test sends. The compiler
 * checks each sample against the mail's data type. The newsletter campaign and an organiser's message to attendees
 * are left out: their text is the campaign's or the organiser's own.
 */
import type { DataOf, MailJobName } from './email-jobs.js';

export type EditableMailName = Exclude<MailJobName, 'newsletterCampaign' | 'workshopAttendeeMessage'>;

const order = { orderId: 'ord-1001', orderNumber: 'GA-1001', title: 'Desert Light', titleAr: 'ضوء الصحراء' };
const commission = { commissionId: 'com-7', title: 'A portrait of Jeddah', titleAr: 'لوحة لجدة', amount: '4,500.00' };
const workshop = {
  title: 'Arabic calligraphy for beginners',
  titleAr: 'الخط العربي للمبتدئين',
  startDate: '2026-12-10T16:00:00.000Z',
  location: 'Diriyah studio',
  locationAr: 'استوديو الدرعية',
  ticket: 'Standard',
  ticketAr: 'عادي',
  amountPaid: '350.00',
  currency: 'SAR',
};

const SAMPLES: { [Name in EditableMailName]: DataOf<Name> } = {
  welcome: { firstName: 'Noura' },
  inquiryReceived: { kind: 'artwork', topic: 'Desert Light', topicAr: 'ضوء الصحراء' },
  inquiryAnswered: { topic: 'Desert Light', topicAr: 'ضوء الصحراء', response: 'Yes, it ships framed.' },
  workshopRegistrationConfirmed: workshop,
  workshopReminder: workshop,
  workshopWaitlistOffer: {
    workshopId: 'ws-3',
    title: workshop.title,
    titleAr: workshop.titleAr,
    startDate: workshop.startDate,
    ticket: workshop.ticket,
    ticketAr: workshop.ticketAr,
    expiresAt: '2026-12-01T12:00:00.000Z',
  },
  workshopCancelledRefund: {
    title: workshop.title,
    titleAr: workshop.titleAr,
    startDate: workshop.startDate,
    amount: workshop.amountPaid,
    currency: workshop.currency,
  },
  kycDecision: {
    decision: 'approved',
    documentType: 'national_id',
    tier: 2,
    reason: null,
    reasonAr: null,
    requested: [],
    note: null,
  },
  commissionNewBid: commission,
  commissionBidDecision: { ...commission, decision: 'accepted' },
  commissionNewMessage: { ...commission, bidId: 'bid-2' },
  orderPaidReceipt: {
    ...order,
    amount: '12,000.00',
    shipping: '150.00',
    fee: '240.00',
    total: '12,390.00',
    paymentMethod: 'stcpay',
  },
  orderSold: { ...order, amount: '12,000.00', commission: '1,800.00', payout: '10,200.00', payoutBusinessDays: 7 },
  orderReleased: { ...order, artworkId: 'art-42', reason: 'payment_timeout' },
  orderDisputeOpened: { ...order, audience: 'buyer', reason: 'damaged' },
  orderDisputeResolved: {
    ...order,
    audience: 'buyer',
    decision: 'refund_partial',
    refund: '2,000.00',
    reason: 'The frame arrived cracked.',
  },
  newsletterConfirmation: { confirmUrl: 'https://example.sa/newsletter/confirm?token=sample', hours: 48 },
  staffMessage: {
    subject: 'About your gallery page',
    body: 'Please add the opening hours.',
    subjectAr: 'بخصوص صفحة صالتك',
    bodyAr: 'يرجى إضافة ساعات العمل.',
  },
  dataExportReady: { exportId: 'exp-5', expiresAt: '2026-12-31T00:00:00.000Z' },
  auctionOutbid: { auctionId: 'auc-9', title: 'Desert Light', titleAr: 'ضوء الصحراء', amount: '8,500.00' },
  auctionWon: {
    auctionId: 'auc-9',
    title: 'Desert Light',
    titleAr: 'ضوء الصحراء',
    hammer: '10,000.00',
    premium: '2,500.00',
    total: '12,500.00',
  },
  followedArtistNewWork: {
    artworkId: 'art-42',
    title: 'Desert Light',
    titleAr: 'ضوء الصحراء',
    name: 'Noura Al-Qahtani',
    nameAr: 'نورة القحطاني',
  },
};

/** Variables every mail may use whatever its data. */
export const CONTEXT_VARIABLES = ['publicUrl', 'platformName'] as const;

export interface MailTemplateSpec {
  name: EditableMailName;
  variables: string[];
  sample: Record<string, unknown>;
}

const scalar = (value: unknown) => value === null || ['string', 'number'].includes(typeof value);

export const MAIL_TEMPLATE_SPECS: ReadonlyMap<string, MailTemplateSpec> = new Map(
  (Object.entries(SAMPLES) as unknown as [EditableMailName, Record<string, unknown>][]).map(([name, sample]) => [
    name,
    {
      name,
      variables: [...Object.keys(sample).filter((key) => scalar(sample[key])), ...CONTEXT_VARIABLES],
      sample,
    },
  ]),
);
