/**
 * The one formatting module (SPEC section 9, DESIGN.md section 5). Money is SAR; dates are shown in
 * Asia/Riyadh, Gregorian, with a Hijri helper for event, workshop and auction dates. Arabic uses Arabic-Indic
 * digits and puts the riyal sign after the amount; English puts `SAR` after it.
 */
import type { Language } from '../config/constants';

export const TIME_ZONE = 'Asia/Riyadh';
/** The Arabic abbreviation of the Saudi riyal; the newer U+20C1 sign is missing from most installed fonts. */
export const RIYAL_SIGN = 'ر.س';
const NBSP = '\u00a0';

const numberLocale: Record<Language, string> = { en: 'en-US', ar: 'ar-SA-u-nu-arab' };
const dateLocale: Record<Language, string> = { en: 'en-US', ar: 'ar-SA-u-ca-gregory-nu-arab' };
const hijriLocale: Record<Language, string> = {
  en: 'en-US-u-ca-islamic-umalqura',
  ar: 'ar-SA-u-ca-islamic-umalqura-nu-arab',
};

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function isValid(value: DateInput | null | undefined): value is DateInput {
  return value !== null && value !== undefined && value !== '' && !Number.isNaN(toDate(value).getTime());
}

export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(numberLocale[language], options).format(value);
}

function withCurrency(amount: string, language: Language): string {
  return language === 'ar' ? `${amount}${NBSP}${RIYAL_SIGN}` : `${amount}${NBSP}SAR`;
}

/** Whole riyals with thousands separators: "1,250 SAR" / "١٬٢٥٠ ر.س". */
export function formatMoney(amount: number, language: Language): string {
  return withCurrency(formatNumber(amount, language, { maximumFractionDigits: 0 }), language);
}

/** Two decimals, for workshop totals: "1,250.50 SAR" / "١٬٢٥٠٫٥٠ ر.س". */
export function formatMoneyExact(amount: number, language: Language): string {
  return withCurrency(formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), language);
}

/** A payment method's fee, a percentage and a fixed part: "2.9% + 1 SAR" / "٢٫٩٪ + ١ ر.س". */
export function formatFee(percent: number, fixedSar: number, language: Language): string {
  const share = formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 2 });
  return `${share} + ${withCurrency(formatNumber(fixedSar, language, { maximumFractionDigits: 2 }), language)}`;
}

/** A Gregorian date in Riyadh time: "March 5, 2025" / "٥ مارس ٢٠٢٥". */
export function formatDate(value: DateInput, language: Language, style: 'long' | 'medium' | 'full' = 'long'): string {
  return new Intl.DateTimeFormat(dateLocale[language], { dateStyle: style, timeZone: TIME_ZONE }).format(toDate(value));
}

/** Date and time in Riyadh time. */
export function formatDateTime(value: DateInput, language: Language): string {
  return new Intl.DateTimeFormat(dateLocale[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(toDate(value));
}

/** A time range in Riyadh time on one day: "4:00 – 7:00 PM" / "٤:٠٠–٧:٠٠ م". */
export function formatTimeRange(start: DateInput, end: DateInput, language: Language): string {
  return new Intl.DateTimeFormat(dateLocale[language], { timeStyle: 'short', timeZone: TIME_ZONE }).formatRange(
    toDate(start),
    toDate(end),
  );
}

/** A day without its year, "Nov 5" / "٥ نوفمبر": a chart's axis, where the period shows the year once. */
export function formatDayMonth(value: DateInput, language: Language): string {
  return new Intl.DateTimeFormat(dateLocale[language], { month: 'short', day: 'numeric', timeZone: TIME_ZONE }).format(
    toDate(value),
  );
}

/** The card date, `MMM dd, yyyy` ("Jan 05, 2025"); null when the value is missing or not a date. */
export function formatCardDate(value: DateInput | null | undefined, language: Language): string | null {
  if (!isValid(value)) return null;
  return new Intl.DateTimeFormat(dateLocale[language], {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(toDate(value));
}

/** The Umm al-Qura Hijri date, shown beside event, workshop and auction dates. */
export function formatHijriDate(value: DateInput, language: Language): string {
  return new Intl.DateTimeFormat(hijriLocale[language], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    toDate(value),
  );
}

/** "March 5, 2025 (Ramadan 5, 1446 AH)": the Gregorian date with the Hijri date beside it. */
export function formatDateWithHijri(value: DateInput, language: Language): string {
  return `${formatDate(value, language)} (${formatHijriDate(value, language)})`;
}

/** The days something spans in Riyadh time, each with its Hijri date beside it: "March 5, 2025 (Ramadan 5, 1446 AH)
 * – March 7, 2025 (Ramadan 7, 1446 AH)"; the one day alone when it starts and ends on the same day. */
export function formatDateRangeWithHijri(
  start: DateInput,
  end: DateInput | null | undefined,
  language: Language,
): string {
  const from = formatDateWithHijri(start, language);
  if (!isValid(end) || formatDate(start, language) === formatDate(end, language)) return from;
  return `${from} – ${formatDateWithHijri(end, language)}`;
}

/** First day of the week, 0 = Sunday: Saturday for Arabic (Saudi), Sunday for English (US). */
export function weekStartsOn(language: Language): 0 | 6 {
  return language === 'ar' ? 6 : 0;
}

/** Weekday names in calendar order for the language, starting with its first day of the week. */
export function weekdayNames(language: Language, width: 'long' | 'short' | 'narrow' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(dateLocale[language], { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday; step from the language's first day.
  return Array.from({ length: 7 }, (_, i) => {
    const day = (weekStartsOn(language) + i) % 7;
    return format.format(new Date(Date.UTC(2023, 0, 1 + day, 12)));
  });
}
