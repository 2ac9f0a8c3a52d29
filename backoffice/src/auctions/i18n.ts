import { arPlural, arResourceName } from '../i18n/plural';

/** The auctions resource's texts, merged into the back-office's English and Arabic trees at their anchors. */
export const auctionsEn = {
    name: 'Auction |||| Auctions',
    fields: {
        id: 'Id', lotId: 'Lot', saleId: 'Sale', sellerId: 'Seller id', consignorId: 'Consigning gallery id', status: 'Status', detail: 'Result',
        startingBid: 'Starting bid (SAR)', reserve: 'Reserve (SAR)', currentBid: 'Current bid', bidCount: 'Bids', startsAt: 'Starts', endsAt: 'Ends',
        scheduledEndsAt: 'Scheduled end', softCloseMinutes: 'Soft close (minutes)', hammer: 'Hammer price', increments: 'Increment table',
        premiumTiers: 'Buyer\'s premium tiers', from: 'From (SAR)', increment: 'Increment (SAR)', upTo: 'Up to (SAR, empty for the last tier)',
        ratePercent: 'Rate (%)', title: 'Artwork', artworkId: 'Catalogue artwork id (copies its title and cover)', leaderPaddle: 'Leading paddle', q: 'Search',
    },
    status: { live: 'Live', upcoming: 'Upcoming', ended: 'Ended', unknown: 'Unknown' },
    detail: { sold: 'Sold', reserve_not_met: 'Reserve not met', no_bids: 'No bids', cancelled: 'Cancelled' },
    bids: {
        title: 'Bids', sequence: '#', paddle: 'Paddle', bidder: 'Bidder', amount: 'Amount (SAR)', at: 'Time', byProxy: 'By proxy',
        retracted: 'Retracted', retract: 'Retract', retractTitle: 'Retract bid #%{sequence}', retracted_done: 'The bid was retracted',
        none: 'No bids yet.',
    },
    cancel: 'Cancel auction', cancelTitle: 'Cancel this auction', cancelled: 'The auction was cancelled',
    replay: {
        menu: 'Replay', title: 'Replay of auction %{id}', step: 'Step %{current} of %{total}', previous: 'Previous', next: 'Next',
        first: 'First', last: 'Last', event: 'Event', revision: 'Revision', price: 'Price', leader: 'Leader', endsAt: 'Ends', noLeader: 'No leader yet',
        bids: '%{smart_count} bid |||| %{smart_count} bids',
        chainValid: 'Hash chain verified: no event was altered.', chainBroken: 'Hash chain broken at revision %{revision}: %{reason}',
        matches: 'The outcome recomputed from the events matches the recorded one.', differs: 'The recomputed outcome differs from the recorded one.',
        open: 'Not closed yet: nothing to compare.', recorded: 'Recorded outcome', recomputed: 'Recomputed outcome',
        export: 'Export for auditors', exported: 'Replay exported', loading: 'Replaying…',
    },
    create: {
        help: 'Amounts in SAR. Times in your local time; stored in UTC. Lots of one sale close in the order of their ends, each no sooner than the gap after the one before.',
    },
};

export const auctionsAr: typeof auctionsEn = {
    name: arResourceName('مزاد', 'المزادات'),
    fields: {
        id: 'المعرّف', lotId: 'القطعة', saleId: 'المزاد الجامع', sellerId: 'معرّف البائع', consignorId: 'معرّف المعرض المودِع', status: 'الحالة', detail: 'النتيجة',
        startingBid: 'سعر البداية (ر.س)', reserve: 'السعر الاحتياطي (ر.س)', currentBid: 'المزايدة الحالية', bidCount: 'المزايدات', startsAt: 'البداية', endsAt: 'الانتهاء',
        scheduledEndsAt: 'الانتهاء المجدول', softCloseMinutes: 'الإغلاق المرن (دقائق)', hammer: 'سعر المطرقة', increments: 'جدول الزيادات',
        premiumTiers: 'شرائح عمولة المشتري', from: 'من (ر.س)', increment: 'الزيادة (ر.س)', upTo: 'حتى (ر.س، فارغ للشريحة الأخيرة)',
        ratePercent: 'النسبة (%)', title: 'العمل الفني', artworkId: 'معرّف العمل في الكتالوج (يُنسخ عنوانه وصورته)', leaderPaddle: 'المضرب المتصدر', q: 'بحث',
    },
    status: { live: 'مباشر', upcoming: 'قادم', ended: 'منتهٍ', unknown: 'غير معروف' },
    detail: { sold: 'بيعت', reserve_not_met: 'لم يبلغ السعر الاحتياطي', no_bids: 'بلا مزايدات', cancelled: 'أُلغي' },
    bids: {
        title: 'المزايدات', sequence: '#', paddle: 'المضرب', bidder: 'المزايد', amount: 'المبلغ (ر.س)', at: 'الوقت', byProxy: 'بالوكالة',
        retracted: 'مسحوبة', retract: 'سحب', retractTitle: 'سحب المزايدة رقم %{sequence}', retracted_done: 'سُحبت المزايدة',
        none: 'لا مزايدات بعد.',
    },
    cancel: 'إلغاء المزاد', cancelTitle: 'إلغاء هذا المزاد', cancelled: 'أُلغي المزاد',
    replay: {
        menu: 'إعادة التشغيل', title: 'إعادة تشغيل المزاد %{id}', step: 'الخطوة %{current} من %{total}', previous: 'السابق', next: 'التالي',
        first: 'الأولى', last: 'الأخيرة', event: 'الحدث', revision: 'المراجعة', price: 'السعر', leader: 'المتصدر', endsAt: 'الانتهاء', noLeader: 'لا متصدر بعد',
        bids: arPlural({ zero: 'لا مزايدات', one: 'مزايدة واحدة', two: 'مزايدتان', few: '%{smart_count} مزايدات', many: '%{smart_count} مزايدة', other: '%{smart_count} مزايدة' }),
        chainValid: 'تم التحقق من سلسلة التجزئة: لم يُعدَّل أي حدث.', chainBroken: 'سلسلة التجزئة مكسورة عند المراجعة %{revision}: %{reason}',
        matches: 'النتيجة المعاد حسابها من الأحداث تطابق النتيجة المسجلة.', differs: 'النتيجة المعاد حسابها تختلف عن النتيجة المسجلة.',
        open: 'لم يُغلق بعد: لا شيء للمقارنة.', recorded: 'النتيجة المسجلة', recomputed: 'النتيجة المعاد حسابها',
        export: 'تصدير للمدققين', exported: 'صُدِّرت إعادة التشغيل', loading: 'جارٍ إعادة التشغيل…',
    },
    create: {
        help: 'المبالغ بالريال السعودي. الأوقات بتوقيتك المحلي وتُخزَّن بالتوقيت العالمي. قطع المزاد الجامع الواحد تُغلق بترتيب أوقات انتهائها، كل منها بعد الفاصل عن التي قبلها.',
    },
};
