import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/use-localized';
import type { OrganiserReport } from '../api/analytics-api';
import { ChartPanel } from '../../../components/chart-panel';
import { FigureTiles } from './figure-tiles';
import { PeriodBars } from './period-bars';
import { TopFiguresTable } from './top-figures-table';

const toRiyals = (halalas: number) => Math.round(halalas) / 100;

/** The organiser's own workshops: registrations, paid seats, revenue by ticket tier and attendance (check-ins
 * over paid seats), each beside the previous period, with charts that have a table view and CSV. */
export function OrganiserTab({ report }: { report: OrganiserReport }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const dates = report.series.map((p) => p.date);
  const line = (names: string[]) =>
    names.map((name) => ({
      label: t(`analytics.figure.${name}`),
      values: report.series.map((p) => p.values[name] ?? 0),
    }));
  const tierNames = report.tiers.map((tier) => localized(tier.name, tier.nameAr));
  return (
    <>
      <FigureTiles
        figures={report.figures}
        previous={report.previous}
        specs={[
          { name: 'registrations' },
          { name: 'paid' },
          { name: 'registrationRevenue', kind: 'money' },
          { name: 'checkIns' },
          { name: 'attendanceRate', kind: 'percent' },
          { name: 'cancellations' },
        ]}
      />
      <ChartPanel
        id="registrations"
        title={t('analytics.charts.registrations')}
        dates={dates}
        series={line(['registrations', 'paid', 'checkIns'])}
      />
      {report.tiers.length === 0 ? (
        <Typography sx={{ my: 2 }}>{t('analytics.noTiers')}</Typography>
      ) : (
        <>
          <PeriodBars
            id="tierRevenue"
            categoryLabel={t('analytics.tier')}
            categories={tierNames}
            format={toRiyals}
            current={report.tiers.map((tier) => tier.revenue)}
            previous={report.tiers.map((tier) => tier.previousRevenue)}
          />
          <PeriodBars
            id="tierRegistrations"
            categoryLabel={t('analytics.tier')}
            categories={tierNames}
            current={report.tiers.map((tier) => tier.registrations)}
            previous={report.tiers.map((tier) => tier.previousRegistrations)}
          />
        </>
      )}
      <TopFiguresTable
        heading={t('analytics.topWorkshops')}
        empty={t('analytics.noWorkshops')}
        columns={['registrations', 'paid', 'checkIns']}
        rows={report.topWorkshops}
        linkOf={(id) => `/workshops#workshop-${id}`}
      />
    </>
  );
}
