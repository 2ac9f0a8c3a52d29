import { useTranslation } from 'react-i18next';
import { ChartPanel } from '../../../components/chart-panel';

/** A bar chart over named categories (funnel steps, ticket tiers, cities), this period beside the previous one. */
export function PeriodBars({
  id,
  categories,
  categoryLabel,
  current,
  previous,
  format,
}: {
  /** Also names the title, `analytics.charts.<id>`. */
  id: string;
  categories: string[];
  categoryLabel?: string;
  current: number[];
  previous: number[];
  format?: (value: number) => number;
}) {
  const { t } = useTranslation();
  return (
    <ChartPanel
      id={id}
      title={t(`analytics.charts.${id}`)}
      kind="bar"
      categoryLabel={categoryLabel}
      categories={categories}
      format={format}
      series={[
        { label: t('analytics.thisPeriod'), values: current },
        { label: t('analytics.previousPeriod'), values: previous },
      ]}
    />
  );
}
