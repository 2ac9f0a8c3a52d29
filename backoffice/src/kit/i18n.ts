import { arPlural } from '../i18n/plural';

/** The fields every titled resource has (artworks, commissions, workshops, events), named alike in each. */
export const titledFieldsEn = { id: 'ID', q: 'Search', title: 'Title', titleAr: 'Title (Arabic)' };
export const titledFieldsAr = { id: 'المعرّف', q: 'بحث', title: 'العنوان', titleAr: 'العنوان (بالعربية)' };

/**
 * The shared kit's texts (command menu, reason dialog, bulk results, shared fields), merged into the
 * back-office's English and Arabic trees as `kit.*`. Each resource keeps its own texts under `resources.<name>`.
 */
export const kitEn = {
  reason: 'Reason',
  reasonHelp: 'At least 3 characters. Kept in the audit trail with your name.',
  auditTrail: 'Open audit trail',
  openStorefront: 'View in the marketplace',
  featured: 'Featured',
  notFeatured: 'No',
  commandsFor: 'Actions for %{name}',
  commands: { feature: 'Feature', unfeature: 'Unfeature', hide: 'Hide', restore: 'Restore' },
  done: {
    feature: 'Featured',
    unfeature: 'No longer featured',
    hide: 'Hidden',
    restore: 'Restored',
  },
  status: { visible: 'Visible', reported: 'Reported', hidden: 'Hidden' },
  bulk: {
    succeeded: '%{count} item updated |||| %{count} items updated',
    failed: 'Not done for one item: |||| Not done for %{count} items:',
    hideTitle: 'Hide one item |||| Hide %{count} items',
    restoreTitle: 'Restore one item |||| Restore %{count} items',
  },
  errors: {
    conflict: 'Someone changed this record meanwhile: the page now shows its latest state; try again.',
    forbidden: 'You may not do this.',
  },
  refundFailure: {
    refused: 'The provider refused the refund (attempt %{attempt}): %{reason}',
    nextRetry: 'Asked again automatically on %{when}.',
    retrying: 'Being asked again now.',
    flagged:
      'Refund refused %{attempt} times: no more automatic retries. Give the money back another way and record it.',
    reason: "The provider's last reason: %{reason}",
  },
};

export const kitAr = {
  reason: 'السبب',
  reasonHelp: 'ثلاثة أحرف على الأقل. يُحفظ في سجل التدقيق مع اسمك.',
  auditTrail: 'فتح سجل التدقيق',
  openStorefront: 'عرض في السوق',
  featured: 'مميّز',
  notFeatured: 'لا',
  commandsFor: 'إجراءات %{name}',
  commands: { feature: 'تمييز', unfeature: 'إلغاء التمييز', hide: 'إخفاء', restore: 'استعادة' },
  done: {
    feature: 'تم التمييز',
    unfeature: 'أُلغي التمييز',
    hide: 'تم الإخفاء',
    restore: 'تمت الاستعادة',
  },
  status: { visible: 'ظاهر', reported: 'مُبلَّغ عنه', hidden: 'مخفي' },
  bulk: {
    succeeded: arPlural({
      zero: 'لم يُحدَّث أي عنصر',
      one: 'تم تحديث عنصر واحد',
      two: 'تم تحديث عنصرين',
      few: 'تم تحديث %{count} عناصر',
      many: 'تم تحديث %{count} عنصرًا',
      other: 'تم تحديث %{count} عنصر',
    }),
    failed: arPlural({
      zero: 'لم يتعذّر التنفيذ لأي عنصر.',
      one: 'تعذّر التنفيذ لعنصر واحد:',
      two: 'تعذّر التنفيذ لعنصرين:',
      few: 'تعذّر التنفيذ لـ%{count} عناصر:',
      many: 'تعذّر التنفيذ لـ%{count} عنصرًا:',
      other: 'تعذّر التنفيذ لـ%{count} عنصر:',
    }),
    hideTitle: arPlural({
      zero: 'إخفاء العناصر',
      one: 'إخفاء عنصر واحد',
      two: 'إخفاء عنصرين',
      few: 'إخفاء %{count} عناصر',
      many: 'إخفاء %{count} عنصرًا',
      other: 'إخفاء %{count} عنصر',
    }),
    restoreTitle: arPlural({
      zero: 'استعادة العناصر',
      one: 'استعادة عنصر واحد',
      two: 'استعادة عنصرين',
      few: 'استعادة %{count} عناصر',
      many: 'استعادة %{count} عنصرًا',
      other: 'استعادة %{count} عنصر',
    }),
  },
  errors: {
    conflict: 'غيّر شخص آخر هذا السجل في الأثناء: تعرض الصفحة الآن آخر حالة له؛ حاول مرة أخرى.',
    forbidden: 'ليس لديك صلاحية للقيام بذلك.',
  },
  refundFailure: {
    refused: 'رفض مزوّد الدفع الاسترداد (المحاولة %{attempt}): %{reason}',
    nextRetry: 'سيُعاد الطلب تلقائيًا في %{when}.',
    retrying: 'يُعاد الطلب الآن.',
    flagged: 'رُفض الاسترداد %{attempt} مرات: لا إعادة تلقائية بعد الآن. رُدّ المبلغ بطريقة أخرى وسجّله.',
    reason: 'آخر سبب من مزوّد الدفع: %{reason}',
  },
};
