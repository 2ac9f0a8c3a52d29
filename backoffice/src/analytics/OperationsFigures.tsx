import { useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { ChartCard } from './ChartCard';
import { FigureGrid, seriesOf } from './FigureGrid';
import { OPERATIONS_CHARTS, OPERATIONS_FIGURES, type PlatformReport } from './analyticsReport';

/**
 * Operations for the period: KYC documents by day with those waiting, people by KYC tier (levels at each point's
 * end), and the mail outbox's outcomes. Each chart has its table view and CSV export.
 */
export const OperationsFigures = ({ report }: { report: PlatformReport }) => {
  const translate = useTranslate();
  const { date } = useFormatters();
  const label = (name: string) => translate(`resources.analytics.figures.${name}`);
  const dates = report.series.map((p) => date(`${p.date}T12:00:00Z`));
  return (
    <>
      <FigureGrid names={OPERATIONS_FIGURES} report={report} />
      {Object.entries(OPERATIONS_CHARTS).map(([id, names]) => (
        <ChartCard
          key={id}
          id={id}
          bar={id !== 'tiers'}
          title={translate(`resources.analytics.charts.${id}`)}
          labels={dates}
          dated
          series={seriesOf(report, names, label)}
        />
      ))}
    </>
  );
};
