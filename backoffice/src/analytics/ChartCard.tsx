import { ChartView, type ChartSeries } from '@gulf-art/ui';
import { useLocale, useTranslate } from 'react-admin';
import { useFormatters } from '../format';

/**
 * The back-office's chart (ChartView, shared with the storefront) with its words and digits. Labels are dates or
 * funnel steps, shown as given.
 */
export const ChartCard = ({
  id,
  title,
  labels,
  series,
  bar = false,
  dated = false,
}: {
  id: string;
  title: string;
  labels: string[];
  series: ChartSeries[];
  bar?: boolean;
  /** The labels are days (the table's first column says "Date"), not funnel steps. */
  dated?: boolean;
}) => {
  const translate = useTranslate();
  const rtl = useLocale() === 'ar';
  const { number } = useFormatters();
  return (
    <ChartView
      id={id}
      title={title}
      labels={labels}
      series={series}
      kind={bar ? 'bar' : 'line'}
      rtl={rtl}
      formatNumber={number}
      texts={{
        view: translate('resources.analytics.chart.view'),
        chart: translate('resources.analytics.chart.show'),
        table: translate('resources.analytics.chart.table'),
        csv: translate('resources.analytics.chart.csv'),
        firstColumn: translate(dated ? 'resources.analytics.chart.date' : 'resources.analytics.chart.step'),
      }}
    />
  );
};
