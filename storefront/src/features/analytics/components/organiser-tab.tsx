import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/use-localized';
import type { OrganiserReport } from '../api/analytics-api';
import { ChartPanel } from '../../../components/chart-panel';
import { FigureTiles } from './figure-tiles';
import { PeriodBars } from './period-bars';
import { TopFiguresTable } from './top-figures-table';

const toRiyals = (halalas: number) => Math.round(halalas) / 100;

/** The organiser's own workshops: registrations, paid seats, revenue paid in, refunds issued and net (the API counts
 * a refund on the day it is issued), by ticket tier too, and attendance (check-ins over paid seats), each beside the previous period, with charts that have a table view and CSV. */
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
          { name: 'registrationRefunds', kind: 'money' },
          { name: 'netRegistrationRevenue', kind: 'money' },
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
          {/* Three series, not PeriodBars' two: what came in, what stayed after refunds, and last period's net. */}
          <ChartPanel
            id="tierRevenue"
            title={t('analytics.charts.tierRevenue')}
            kind="bar"
            categoryLabel={t('analytics.tier')}
            categories={tierNames}
            format={toRiyals}
            series={[
              { label: t('analytics.paidThisPeriod'), values: report.tiers.map((tier) => tier.revenue) },
              { label: t('analytics.netThisPeriod'), values: report.tiers.map((tier) => tier.net) },
              { label: t('analytics.netPreviousPeriod'), values: report.tiers.map((tier) => tier.previousNet) },
            ]}
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
