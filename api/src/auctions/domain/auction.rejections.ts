import type { BidRejectionReason } from './auction.events.js';

/** Every reason a bid may be refused; `rate_limited` is decided before the decider, by `Bidding`. */
export type BidRefusal = BidRejectionReason | 'rate_limited';

/** What the bidder is told, in both languages, for each reason code. */
export const BID_REFUSAL_MESSAGES: Record<BidRefusal, { en: string; ar: string }> = {
  below_minimum: {
    en: 'Your bid is below the minimum next bid.',
    ar: 'مزايدتك أقل من الحد الأدنى للمزايدة التالية.',
  },
  outbid_by_maximum: {
    en: "Another bidder's earlier maximum already covers this amount; you have been outbid.",
    ar: 'الحد الأقصى الذي وضعه مزايد آخر قبلك يغطي هذا المبلغ، وقد تم تجاوز مزايدتك.',
  },
  already_leading: {
    en: 'You are already the highest bidder. To go higher, raise your maximum bid.',
    ar: 'أنت صاحب أعلى مزايدة بالفعل. لرفعها، زد الحد الأقصى لمزايدتك.',
  },
  lot_closed: {
    en: 'Bidding on this lot is not open.',
    ar: 'المزايدة على هذه القطعة غير متاحة.',
  },
  sale_closed: {
    en: 'This sale has closed.',
    ar: 'انتهى هذا المزاد.',
  },
  bidder_not_qualified: {
    en: 'Only verified bidders may bid. Please complete verification first.',
    ar: 'المزايدة متاحة للمزايدين الموثقين فقط. يرجى إكمال التوثيق أولًا.',
  },
  seller_cannot_bid: {
    en: "The lot's seller, consigning gallery, artist or the artwork's gallery cannot bid on it.",
    ar: 'لا يحق لبائع القطعة أو المعرض الذي عرضها أو فنانها أو معرض العمل المزايدة عليها.',
  },
  staff_cannot_bid: {
    en: 'Staff accounts (administrators, moderators, auditors) cannot bid.',
    ar: 'لا يحق لحسابات الموظفين (المسؤولين والمشرفين والمدققين) المزايدة.',
  },
  rate_limited: {
    en: 'You are bidding too quickly. Please wait a moment and try again.',
    ar: 'أنت تزايد بسرعة كبيرة. يرجى الانتظار قليلًا ثم المحاولة مجددًا.',
  },
};
