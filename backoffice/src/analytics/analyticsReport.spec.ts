import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { toCsv } from '@gulf-art/contracts';
import { change, FUNNELS, reportUrl, TAB_FIGURES } from './analyticsReport';

describe('platform analytics', () => {
  it('asks for the period and, when given, the "as of" day', () => {
    expect(reportUrl(30, null)).toBe('/api/admin/analytics?period=30');
    expect(reportUrl(365, '2025-11-26')).toBe('/api/admin/analytics?period=365&asOf=2025-11-26');
  });

  it('gives the change from the previous period, or none when there was nothing before', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(0, 0)).toBe(0);
    expect(change(3, 0)).toBeNull();
  });

  it('exports a chart as CSV with quoting', () => {
    expect(toCsv(['Step', 'Value'], [['Views, all', 3]])).toBe('Step,Value\r\n"Views, all",3\r\n');
  });

  it('writes a label that starts like a formula as text (CSV injection), numbers as they are', () => {
    expect(
      toCsv(
        ['City', 'Views'],
        [
          ['=HYPERLINK("x")', -3],
          ['@SUM(A1)', 0],
        ],
      ),
    ).toBe('City,Views\r\n"\'=HYPERLINK(""x"")",-3\r\n\'@SUM(A1),0\r\n');
  });

  it('names every figure a tab or funnel shows', () => {
    const names = (en.resources as { analytics: { figures: Record<string, string> } }).analytics.figures;
    for (const figure of [...Object.values(TAB_FIGURES).flat(), ...Object.values(FUNNELS).flat()])
      expect(names[figure], figure).toBeTruthy();
  });
});
