import { useTranslation } from 'react-i18next';
import { ChartView, type ChartSeries } from '@gulf-art/ui';
import { useLanguage } from '../i18n/use-language';
import { formatDate, formatDayMonth, formatNumber } from '../lib/format';

export type { ChartSeries };

/**
 * The storefront's chart (ChartView, shared with the back-office) with its words and digits. The points are
 * labelled by date (a day, or the first day of a week for a year) shown in the interface's language, the axis
 * without the year (the period above says it), while the CSV keeps the ISO date so a spreadsheet reads it as a date.
 */
export function ChartPanel({
  title,
  id,
  dates,
  series,
  kind = 'line',
  format = (value: number) => value,
  categories,
  categoryLabel,
}: {
  title: string;
  id: string;
  dates?: string[];
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  format?: (value: number) => number;
  /** Bar charts over named steps (a funnel) instead of dates. */
  categories?: string[];
  /** The heading of the categories' column (a funnel's "Step" unless told). */
  categoryLabel?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const noon = (dates ?? []).map((d) => `${d}T12:00:00Z`);
  const shown = categories ?? noon.map((d) => formatDate(d, language, 'medium'));
  return (
    <ChartView
      id={id}
      title={title}
      labels={shown}
      tickLabels={categories ? undefined : noon.map((d) => formatDayMonth(d, language))}
      csvLabels={categories ?? dates ?? []}
      series={series.map((s) => ({ label: s.label, values: s.values.map(format) }))}
      kind={kind}
      rtl={language === 'ar'}
      formatNumber={(value) => formatNumber(value, language)}
      texts={{
        view: t('chart.view.label'),
        chart: t('chart.view.chart'),
        table: t('chart.view.table'),
        csv: t('chart.csv'),
        firstColumn: categories ? (categoryLabel ?? t('chart.step')) : t('chart.date'),
      }}
    />
  );
}
