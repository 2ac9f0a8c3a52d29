/** The certificate of attendance as HTML for the PDF renderer: English and Arabic side by side on one A4 page. */
export interface CertificateData {
  name: string;
  title: string;
  titleAr: string;
  instructor: string;
  /** The first session's start and the last session's end (one day, or a range over several). */
  startDate: string;
  endDate: string;
  checkedInAt: string;
  registrationId: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(new Date(iso));

/** "on 1 April 2026", or "from 1 April 2026 to 3 April 2026" when the sessions span several days (in Riyadh). */
const when = (d: CertificateData, locale: string, on: string, from: string, to: string) => {
  const first = day(d.startDate, locale);
  const last = day(d.endDate, locale);
  return first === last ? `${on} ${first}` : `${from} ${first} ${to} ${last}`;
};

export function certificateHtml(d: CertificateData): string {
  const name = escape(d.name);
  const en = `
    <section lang="en" dir="ltr">
      <h1>Certificate of attendance</h1>
      <p>This certifies that</p>
      <p class="name">${name}</p>
      <p>attended the workshop</p>
      <p class="title">${escape(d.title)}</p>
      <p>${when(d, 'en-GB', 'on', 'from', 'to')}${d.instructor ? `, led by ${escape(d.instructor)}` : ''}.</p>
    </section>`;
  const ar = `
    <section lang="ar" dir="rtl">
      <h1>شهادة حضور</h1>
      <p>نشهد بأن</p>
      <p class="name">${name}</p>
      <p>حضر ورشة</p>
      <p class="title">${escape(d.titleAr || d.title)}</p>
      <p>${when(d, 'ar-SA-u-ca-gregory-nu-arab', 'بتاريخ', 'من', 'إلى')}${d.instructor ? `، بإشراف ${escape(d.instructor)}` : ''}.</p>
    </section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Certificate of attendance / شهادة حضور</title>
<style>
  @page { size: A4 landscape; margin: 18mm; }
  body { font-family: 'Noto Naskh Arabic', 'Noto Sans', sans-serif; color: #2b1d14; margin: 0; }
  .frame { border: 3px double #7a4a26; padding: 14mm; display: flex; gap: 12mm; }
  section { flex: 1; text-align: center; }
  h1 { font-size: 22pt; color: #7a4a26; margin: 0 0 8mm; }
  p { font-size: 12pt; margin: 2mm 0; }
  .name { font-size: 20pt; font-weight: bold; }
  .title { font-size: 15pt; font-style: italic; }
  footer { text-align: center; font-size: 8pt; margin-top: 6mm; color: #6b5a4e; }
</style></head>
<body><div class="frame">${en}${ar}</div>
<footer>Gulf Art Marketplace · سوق الفن الخليجي · ${escape(d.registrationId)} · ${d.checkedInAt.slice(0, 10)}</footer>
</body></html>`;
}
