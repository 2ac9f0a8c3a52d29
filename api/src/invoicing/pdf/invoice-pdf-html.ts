/**
 * The printable invoice: one bilingual A4 page, English on the left and Arabic (right to left, shaped by
 * Chromium with Noto Naskh Arabic / Amiri) on the right of every label. Everything is escaped; the QR code is
 * an inline SVG of the invoice's TLV payload.
 */
import type { InvoiceView } from '../application/invoice-view.js';
import { riyadhDateTime } from '../zatca/ubl-invoice.js';

const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** As written on the e-invoice: the date and time in Riyadh. */
const riyadh = (iso: string | null) => {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const { date, time } = riyadhDateTime(new Date(iso));
  return `${date} ${time}`;
};
const money = (n: number, currency: string) =>
  `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${esc(currency)}`;

const TITLE: Record<string, [string, string]> = {
  'invoice:standard': ['Tax Invoice', 'فاتورة ضريبية'],
  'invoice:simplified': ['Simplified Tax Invoice', 'فاتورة ضريبية مبسطة'],
  'creditNote:standard': ['Credit Note', 'إشعار دائن'],
  'creditNote:simplified': ['Credit Note (Simplified)', 'إشعار دائن مبسط'],
  'debitNote:standard': ['Debit Note', 'إشعار مدين'],
  'debitNote:simplified': ['Debit Note (Simplified)', 'إشعار مدين مبسط'],
};
const CLEARANCE: Record<string, [string, string]> = {
  pending: ['Pending', 'قيد الانتظار'],
  signed: ['Signed, awaiting the authority', 'موقعة، بانتظار الهيئة'],
  cleared: ['Cleared by ZATCA', 'معتمدة من هيئة الزكاة والضريبة والجمارك'],
  reported: ['Reported to ZATCA', 'مُبلّغ عنها إلى الهيئة'],
  rejected: ['Rejected by ZATCA', 'مرفوضة من الهيئة'],
};
const STATUS: Record<string, [string, string]> = {
  draft: ['Draft', 'مسودة'],
  sent: ['Sent', 'مرسلة'],
  paid: ['Paid', 'مدفوعة'],
  overdue: ['Overdue', 'متأخرة'],
  cancelled: ['Cancelled', 'ملغاة'],
};

const both = ([en, ar]: [string, string]) =>
  `<span class="en">${esc(en)}</span> <span class="ar" dir="rtl" lang="ar">${esc(ar)}</span>`;
const label = (en: string, ar: string) => `<div class="label">${both([en, ar])}</div>`;
const address = (a: InvoiceView['sellerAddress']) =>
  a ? esc(`${a.buildingNumber} ${a.street}, ${a.district}, ${a.city} ${a.postalCode}, ${a.countryCode}`) : '';

const buyerDetails = (invoice: InvoiceView) => `
      ${invoice.buyerVatNumber ? `${label('VAT number', 'الرقم الضريبي')}<div>${esc(invoice.buyerVatNumber)}</div>` : ''}
      ${invoice.buyerId ? `${label('Identification', 'الهوية')}<div>${esc(invoice.buyerIdScheme)} ${esc(invoice.buyerId)}</div>` : ''}
      ${label('Address', 'العنوان')}<div>${invoice.buyerAddressText ? esc(invoice.buyerAddressText) : address(invoice.buyerAddress)}</div>`;

export function invoicePdfHtml(invoice: InvoiceView, qrImageDataUrl: string | null): string {
  const kind = invoice.documentKind ?? 'invoice';
  const title = TITLE[`${kind}:${invoice.invoiceType}`] ?? TITLE['invoice:standard']!;
  const b2 =
    invoice.invoiceType === 'standard'
      ? (['B2B', 'بين المنشآت'] as [string, string])
      : (['B2C', 'للمستهلك'] as [string, string]);
  const lines = invoice.lines
    .map(
      (l, i) => `<tr>
      <td>${i + 1}</td>
      <td><div>${esc(l.descriptionEn)}</div><div class="ar" dir="rtl" lang="ar">${esc(l.descriptionAr)}</div></td>
      <td class="num">${esc(l.quantity)}</td>
      <td class="num">${money(l.unitPrice, invoice.currency)}</td>
      <td class="num">${esc(invoice.vatRate)}%</td>
      <td class="num">${money(l.netAmount, invoice.currency)}</td></tr>`,
    )
    .join('');
  const total = (en: string, ar: string, value: string, strong = false) =>
    `<tr class="${strong ? 'grand' : ''}"><td>${both([en, ar])}</td><td class="num">${value}</td></tr>`;
  const reference = invoice.billingReference
    ? `<div class="box">${label('Corrects invoice', 'تصحح الفاتورة')}<div>${esc(invoice.billingReference.invoiceNumber)}</div>
       ${label('Reason', 'السبب')}<div>${esc(invoice.billingReference.reason)}</div></div>`
    : '';
  const sandbox = invoice.sandboxCertificate
    ? `<div class="sandbox">${both(["SANDBOX CERTIFICATE — signed with the authority's test identity; not a valid tax invoice", 'شهادة تجريبية — موقعة بهوية الاختبار لدى الهيئة؛ ليست فاتورة ضريبية صالحة'])}</div>`
    : '';
  const errors = (invoice.zatcaMessages?.errors ?? []) as { code: string; message: string }[];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(invoice.invoiceNumber)}</title><style>
  @page { size: A4; margin: 14mm 12mm; }
  * { box-sizing: border-box; }
  body { font-family: 'Noto Sans', 'Noto Naskh Arabic', 'Amiri', 'Liberation Sans', sans-serif; font-size: 10pt; color: #111; margin: 0; }
  .ar { font-family: 'Noto Naskh Arabic', 'Amiri', 'Noto Sans Arabic', 'Liberation Sans', sans-serif; }
  header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #333; padding-bottom: 8px; }
  h1 { font-size: 17pt; margin: 0 0 4px; } h1 .ar { display: block; }
  .meta td { padding: 1px 6px 1px 0; } .meta td:first-child { color: #555; }
  .tag { display: inline-block; border: 1px solid #333; border-radius: 4px; padding: 1px 6px; margin-inline-end: 6px; font-weight: bold; }
  .parties { display: flex; gap: 10px; margin: 10px 0; } .box { flex: 1; border: 1px solid #bbb; border-radius: 4px; padding: 6px 8px; }
  .label { color: #555; font-size: 8.5pt; margin-top: 3px; }
  table.lines { width: 100%; border-collapse: collapse; margin-top: 8px; }
  table.lines th, table.lines td { border-bottom: 1px solid #ccc; padding: 4px; vertical-align: top; text-align: start; }
  table.lines th { background: #f1f1f1; font-size: 8.5pt; }
  .num { text-align: right !important; white-space: nowrap; }
  .bottom { display: flex; justify-content: space-between; margin-top: 10px; gap: 12px; }
  table.totals { border-collapse: collapse; min-width: 60%; } table.totals td { padding: 3px 6px; border-bottom: 1px solid #eee; }
  tr.grand td { font-weight: bold; font-size: 11pt; border-top: 2px solid #333; }
  .qr img { width: 150px; height: 150px; }
  .sandbox { margin-top: 8px; padding: 6px; border: 2px dashed #b00; color: #b00; font-weight: bold; text-align: center; }
  .status { margin-top: 6px; } .errors { color: #b00; font-size: 8.5pt; }
  footer { margin-top: 10px; font-size: 8pt; color: #666; word-break: break-all; }
  </style></head><body>
  <header>
    <div><h1>${both(title)}</h1>
      <span class="tag">${both(b2)}</span>
      <table class="meta">
        <tr><td>${both(['Invoice number', 'رقم الفاتورة'])}</td><td>${esc(invoice.invoiceNumber)}</td></tr>
        <tr><td>${both(['Issue date', 'تاريخ الإصدار'])}</td><td>${esc(riyadh(invoice.issueDate ?? invoice.createdAt))}</td></tr>
        <tr><td>${both(['Supply date', 'تاريخ التوريد'])}</td><td>${esc(invoice.supplyDate ?? '')}</td></tr>
        <tr><td>${both(['Due date', 'تاريخ الاستحقاق'])}</td><td>${esc(invoice.dueDate ?? '')}</td></tr>
        <tr><td>${both(['Invoice counter (ICV)', 'عداد الفاتورة'])}</td><td>${esc(invoice.icv ?? '')}</td></tr>
        <tr><td>UUID</td><td>${esc(invoice.zatcaUuid ?? '')}</td></tr>
      </table>
    </div>
    <div class="qr">${qrImageDataUrl ? `<img alt="ZATCA QR" src="${qrImageDataUrl}">` : ''}</div>
  </header>
  <div class="parties">
    <div class="box"><strong>${both(['Seller', 'البائع'])}</strong>
      <div>${esc(invoice.sellerBusinessName)}</div><div class="ar" dir="rtl" lang="ar">${esc(invoice.sellerBusinessNameAr)}</div>
      ${label('VAT number', 'الرقم الضريبي')}<div>${esc(invoice.vatNumber)}</div>
      ${label('Commercial registration (CR)', 'السجل التجاري')}<div>${esc(invoice.sellerCrNumber)}</div>
      ${label('Address', 'العنوان')}<div>${address(invoice.sellerAddress)}</div></div>
    <div class="box"><strong>${both(['Buyer', 'المشتري'])}</strong>
      <div>${esc(invoice.buyerName)}</div>
      ${invoice.buyerDetailsRemoved ? `<div class="removed">${both(['Identity number and address removed after the retention period', 'حُذف رقم الهوية والعنوان بعد انتهاء مدة الحفظ'])}</div>` : buyerDetails(invoice)}</div>
    ${reference}
  </div>
  <table class="lines"><thead><tr><th>#</th><th>${both(['Description', 'الوصف'])}</th><th class="num">${both(['Qty', 'الكمية'])}</th>
    <th class="num">${both(['Unit price', 'سعر الوحدة'])}</th><th class="num">${both(['VAT', 'الضريبة'])}</th><th class="num">${both(['Net', 'الصافي'])}</th></tr></thead>
    <tbody>${lines}</tbody></table>
  <div class="bottom">
    <div>
      <div class="status">${label('Status', 'الحالة')}<div>${both(STATUS[invoice.status] ?? [invoice.status, invoice.status])}</div></div>
      <div class="status">${label('ZATCA clearance', 'حالة الاعتماد لدى الهيئة')}<div>${both(CLEARANCE[invoice.zatcaClearanceStatus] ?? ['', ''])}</div></div>
      ${errors.length ? `<div class="errors">${errors.map((e) => `${esc(e.code)}: ${esc(e.message)}`).join('<br>')}</div>` : ''}
    </div>
    <table class="totals">
      ${total('Subtotal', 'المجموع الفرعي', money(invoice.subtotal, invoice.currency))}
      ${total(`Discount (${invoice.discountPercentage}%)`, `الخصم (${invoice.discountPercentage}٪)`, money(invoice.discountAmount, invoice.currency))}
      ${total('Shipping', 'الشحن', money(invoice.shippingAmount, invoice.currency))}
      ${total(`VAT (${invoice.vatRate}%)`, `ضريبة القيمة المضافة (${invoice.vatRate}٪)`, money(invoice.vatAmount, invoice.currency))}
      ${total('Total including VAT', 'الإجمالي شامل الضريبة', money(invoice.totalAmount, invoice.currency), true)}
    </table>
  </div>
  ${invoice.notes || invoice.notesAr ? `<div class="box" style="margin-top:8px">${label('Notes', 'ملاحظات')}<div>${esc(invoice.notes ?? '')}</div><div class="ar" dir="rtl" lang="ar">${esc(invoice.notesAr ?? '')}</div></div>` : ''}
  ${sandbox}
  <footer>${both(['Invoice hash', 'بصمة الفاتورة'])}: ${esc(invoice.invoiceHash ?? '')}</footer>
  </body></html>`;
}
