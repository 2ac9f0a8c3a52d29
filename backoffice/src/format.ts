import { useLocale } from 'react-admin';

/** DESIGN.md section 5: times shown in Asia/Riyadh; Arabic uses ar-SA with the Gregorian calendar. */
export const TIME_ZONE = 'Asia/Riyadh';

export const intlLocale = (locale: string): string => (locale === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US');

type DateInput = string | number | Date | undefined | null;

const formatWith = (value: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string => {
  if (value === undefined || value === null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: TIME_ZONE }).format(date);
};

export const formatDateTime = (value: DateInput, locale: string): string =>
  formatWith(value, locale, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (value: DateInput, locale: string): string =>
  formatWith(value, locale, { dateStyle: 'medium' });

export const formatNumber = (value: number | string | undefined | null, locale: string): string =>
  value === undefined || value === null || value === ''
    ? ''
    : new Intl.NumberFormat(intlLocale(locale)).format(Number(value));

/** A 0–100 score as a percentage in the interface language's digits and sign. */
export const formatPercent = (value: number, locale: string): string =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/**
 * Arguments for a plural message: `smart_count` picks the plural form (six in Arabic), `count` is the same
 * number written in the interface language's digits.
 */
export const countArgs = (value: number, locale: string) => ({
  smart_count: value,
  count: formatNumber(value, locale),
});

/** Hooks for components: the same formatters bound to the interface language. */
export const useFormatters = () => {
  const locale = useLocale();
  return {
    dateTime: (value: DateInput) => formatDateTime(value, locale),
    date: (value: DateInput) => formatDate(value, locale),
    number: (value: Parameters<typeof formatNumber>[0]) => formatNumber(value, locale),
    percent: (value: number) => formatPercent(value, locale),
    count: (value: number) => countArgs(value, locale),
  };
};
