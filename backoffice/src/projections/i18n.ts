/** The read models page's texts, merged into the back-office's English and Arabic trees at their anchors. */
export const projectionsEn = {
  menu: 'Read models',
  title: 'Read models',
  intro:
    'Each projection builds a read model from the event log. One that cannot apply an event tries it again, then either skips it (recorded below) or, when it decides who may do what, stops before it until an administrator retries.',
  empty: 'No projection has reported yet.',
  attention: 'Needs attention',
  fields: {
    position: 'Position',
    lag: 'Events behind',
    lastError: 'Last error',
    stream: 'Stream',
    revision: 'Revision',
    type: 'Event type',
    error: 'Error',
    attempts: 'Attempts',
    at: 'When',
  },
  stoppedAt: 'Stopped at this event; nothing after it is applied until a retry succeeds.',
  skipped: 'Skipped events (%{count}, latest first)',
  noFailures: 'No event stopped or was skipped.',
  retry: 'Retry',
  retrying: 'Retrying…',
  outcome: {
    stillStopped: 'Still stopped at %{stream} revision %{revision}: %{error}',
    failed: 'The projection failed: %{error}',
    skippedAgain: 'Resumed; events that still fail and stay skipped: %{count}',
    catchingUp: 'Resumed; catching up, events behind: %{count}',
    live: 'Resumed: every event is applied and the read model is up to date.',
  },
};

export const projectionsAr: typeof projectionsEn = {
  menu: 'نماذج القراءة',
  title: 'نماذج القراءة',
  intro:
    'يبني كل إسقاط نموذج قراءة من سجل الأحداث. الإسقاط الذي لا يستطيع تطبيق حدث يعيد المحاولة، ثم إما يتخطاه (ويُسجَّل أدناه) أو، إن كان يحدد صلاحيات الحسابات، يتوقف قبله حتى يطلب مسؤول إعادة المحاولة.',
  empty: 'لم يُبلغ أي إسقاط عن حالته بعد.',
  attention: 'يحتاج إلى متابعة',
  fields: {
    position: 'الموضع',
    lag: 'أحداث متأخرة',
    lastError: 'آخر خطأ',
    stream: 'التدفق',
    revision: 'المراجعة',
    type: 'نوع الحدث',
    error: 'الخطأ',
    attempts: 'المحاولات',
    at: 'الوقت',
  },
  stoppedAt: 'متوقف عند هذا الحدث؛ لا يُطبَّق ما بعده حتى تنجح إعادة المحاولة.',
  skipped: 'أحداث متخطاة (%{count}، الأحدث أولًا)',
  noFailures: 'لم يتوقف الإسقاط عند أي حدث ولم يتخطَّ أي حدث.',
  retry: 'إعادة المحاولة',
  retrying: 'تجري إعادة المحاولة…',
  outcome: {
    stillStopped: 'ما زال متوقفًا عند %{stream} المراجعة %{revision}: %{error}',
    failed: 'تعطل الإسقاط: %{error}',
    skippedAgain: 'استُؤنف؛ أحداث ما زالت تفشل وتبقى متخطاة: %{count}',
    catchingUp: 'استُؤنف؛ يلحق بالسجل، أحداث متأخرة: %{count}',
    live: 'استُؤنف: طُبِّقت كل الأحداث ونموذج القراءة محدَّث.',
  },
};
