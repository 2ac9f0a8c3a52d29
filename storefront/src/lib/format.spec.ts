import { describe, expect, it } from 'vitest';
import {
  RIYAL_SIGN,
  formatCardDate,
  formatDayMonth,
  formatFee,
  formatDate,
  formatDateRangeWithHijri,
  formatDateWithHijri,
  formatHijriDate,
  formatMoney,
  formatMoneyExact,
  formatNumber,
  weekStartsOn,
  weekdayNames,
} from './format';

const NBSP = '\u00a0';
// 21:30 UTC on 4 March is already 5 March in Riyadh (UTC+3).
const lateEvening = '2025-03-04T21:30:00Z';

describe('money', () => {
  it('shows whole riyals with thousands separators, amount then SAR in English', () => {
    expect(formatMoney(1250, 'en')).toBe(`1,250${NBSP}SAR`);
    expect(formatMoney(1249.6, 'en')).toBe(`1,250${NBSP}SAR`);
    expect(formatMoney(1234567, 'en')).toBe(`1,234,567${NBSP}SAR`);
  });

  it('shows Arabic-Indic digits then the riyal sign in Arabic', () => {
    expect(formatMoney(1250, 'ar')).toBe(`١٬٢٥٠${NBSP}${RIYAL_SIGN}`);
    expect(formatMoney(0, 'ar')).toBe(`٠${NBSP}${RIYAL_SIGN}`);
  });

  it('keeps two decimals for workshop totals', () => {
    expect(formatMoneyExact(1250.5, 'en')).toBe(`1,250.50${NBSP}SAR`);
    expect(formatMoneyExact(99, 'ar')).toBe(`٩٩٫٠٠${NBSP}${RIYAL_SIGN}`);
  });

  it('formats plain numbers per language', () => {
    expect(formatNumber(47, 'en')).toBe('47');
    expect(formatNumber(47, 'ar')).toBe('٤٧');
  });
});

describe('fees', () => {
  it('gives a payment fee as a percentage and riyals, in the language’s digits', () => {
    expect(formatFee(2.9, 1, 'en')).toBe('2.9% + 1\u00a0SAR');
    expect(formatFee(1.5, 0.5, 'ar')).toMatch(/^١٫٥٪\S* \+ ٠٫٥\u00a0ر\.س$/);
  });
});

describe('dates', () => {
  it('uses Riyadh time and the Gregorian calendar in both languages', () => {
    expect(formatDate(lateEvening, 'en')).toBe('March 5, 2025');
    expect(formatDate(lateEvening, 'ar')).toBe('٥ مارس ٢٠٢٥');
  });

  it('formats the card date as MMM dd, yyyy and returns null for a missing or bad date', () => {
    expect(formatCardDate('2025-01-05T09:00:00Z', 'en')).toBe('Jan 05, 2025');
    expect(formatCardDate(null, 'en')).toBeNull();
    expect(formatCardDate('not a date', 'ar')).toBeNull();
  });

  it('gives a chart axis the day and month alone, on Riyadh’s calendar day', () => {
    expect(formatDayMonth(lateEvening, 'en')).toBe('Mar 5');
    expect(formatDayMonth(lateEvening, 'ar')).toBe('٥ مارس');
  });

  it('gives the Umm al-Qura Hijri date beside the Gregorian one', () => {
    expect(formatHijriDate(lateEvening, 'en')).toBe('Ramadan 5, 1446 AH');
    expect(formatHijriDate(lateEvening, 'ar')).toMatch(/^٥ رمضان ١٤٤٦/);
    expect(formatDateWithHijri(lateEvening, 'en')).toBe('March 5, 2025 (Ramadan 5, 1446 AH)');
  });

  it('spans the days from start to end, each with its Hijri date, one day alone when both fall on it in Riyadh', () => {
    // The late evening (UTC March 4) is already March 5 in Riyadh, as is 18:00 UTC on March 5: one day.
    expect(formatDateRangeWithHijri(lateEvening, '2025-03-05T18:00:00Z', 'en')).toBe(
      'March 5, 2025 (Ramadan 5, 1446 AH)',
    );
    expect(formatDateRangeWithHijri(lateEvening, '2025-03-07T12:00:00Z', 'en')).toBe(
      'March 5, 2025 (Ramadan 5, 1446 AH) – March 7, 2025 (Ramadan 7, 1446 AH)',
    );
    expect(formatDateRangeWithHijri(lateEvening, '2025-03-07T12:00:00Z', 'ar')).toMatch(
      /^٥ مارس ٢٠٢٥ \(٥ رمضان ١٤٤٦ هـ\) – ٧ مارس ٢٠٢٥ \(٧ رمضان ١٤٤٦ هـ\)$/,
    );
    expect(formatDateRangeWithHijri(lateEvening, null, 'en')).toBe('March 5, 2025 (Ramadan 5, 1446 AH)');
  });

  it('starts the week on Saturday in Arabic and Sunday in English', () => {
    expect(weekStartsOn('ar')).toBe(6);
    expect(weekStartsOn('en')).toBe(0);
    expect(weekdayNames('en')[0]).toBe('Sun');
    expect(weekdayNames('ar', 'long')[0]).toBe('السبت');
    expect(weekdayNames('ar', 'long')).toHaveLength(7);
  });
});
