import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { figure, type AudienceRow, type SellerReport } from '../api/analytics-api';
import { ChartPanel } from '../../../components/chart-panel';
import { FigureTiles } from './figure-tiles';
import { PeriodBars } from './period-bars';
import { TopFiguresTable } from './top-figures-table';

export const SELLER_TABS = ['overview', 'content', 'conversion', 'offers', 'audience', 'revenue'] as const;
export type SellerTab = (typeof SELLER_TABS)[number];

const OFFER_COUNTS = ['offers', 'offersAccepted', 'offersDeclined', 'offersCountered', 'offersExpired', 'offerSales'];

/** The series of one figure across the report's points. */
const seriesOf = (report: SellerReport, name: string) => report.series.map((p) => p.values[name] ?? 0);

/** What each tab of /analytics shows: figures with the previous period, and charts each with table and CSV. */
export function SellerTabContent({ tab, report }: { tab: SellerTab; report: SellerReport }) {
  const { t } = useTranslation();
  const dates = report.series.map((p) => p.date);
  const line = (names: string[]) =>
    names.map((name) => ({ label: t(`analytics.figure.${name}`), values: seriesOf(report, name) }));
  const tiles = (specs: Parameters<typeof FigureTiles>[0]['specs']) => (
    <FigureTiles specs={specs} figures={report.figures} previous={report.previous} />
  );
  /** A chart of these figures over the period's dates, titled `analytics.charts.<id>`. */
  const overTime = (
    id: string,
    names: string[],
    shape: Pick<ComponentProps<typeof ChartPanel>, 'kind' | 'format'> = {},
  ) => <ChartPanel id={id} title={t(`analytics.charts.${id}`)} dates={dates} series={line(names)} {...shape} />;
  switch (tab) {
    case 'overview':
      return (
        <>
          {tiles([
            { name: 'views' },
            { name: 'favourites' },
            { name: 'follows' },
            { name: 'inquiries' },
            { name: 'sales' },
            { name: 'revenue', kind: 'money' },
          ])}
          {overTime('activity', ['views', 'favourites', 'inquiries'])}
        </>
      );
    case 'content':
      return (
        <>
          {tiles([
            { name: 'published' },
            { name: 'withdrawn' },
            { name: 'likes' },
            { name: 'comments' },
            { name: 'lots' },
            { name: 'bids' },
          ])}
          {overTime('content', ['published', 'lots', 'bids'], { kind: 'bar' })}
          <TopFiguresTable
            heading={t('analytics.topWorks')}
            empty={t('analytics.noTopWorks')}
            columns={['views', 'favourites', 'inquiries']}
            rows={report.topWorks}
            linkOf={(id) => `/artworks/${id}`}
          />
        </>
      );
    case 'conversion': {
      const steps = ['views', 'favourites', 'inquiries', 'answered', 'sales'];
      return (
        <>
          {tiles([
            { name: 'favouriteRate', kind: 'percent' },
            { name: 'inquiryRate', kind: 'percent' },
            { name: 'answerRate', kind: 'percent' },
            { name: 'averageAnswerMinutes', kind: 'minutes' },
            { name: 'sellThrough', kind: 'percent' },
            { name: 'hammerVsStart', kind: 'percent' },
          ])}
          <PeriodBars
            id="funnel"
            categories={steps.map((s) => t(`analytics.figure.${s}`))}
            current={steps.map((s) => figure(report.figures, s))}
            previous={steps.map((s) => figure(report.previous, s))}
          />
        </>
      );
    }
    case 'offers':
      return (
        <>
          {tiles([...OFFER_COUNTS.map((name) => ({ name })), { name: 'offerConversion', kind: 'percent' }])}
          {overTime('offers', ['offers', 'offersAccepted', 'offersDeclined', 'offerSales'], { kind: 'bar' })}
        </>
      );
    case 'audience':
      return <Audience report={report} />;
    case 'revenue':
      return (
        <>
          {tiles([
            { name: 'revenue', kind: 'money' },
            { name: 'vat', kind: 'money' },
            { name: 'net', kind: 'money' },
            { name: 'refunds', kind: 'money' },
            { name: 'invoices' },
            { name: 'hammer', kind: 'money' },
          ])}
          {overTime('revenue', ['revenue', 'vat'], { kind: 'bar', format: (halalas) => Math.round(halalas) / 100 })}
        </>
      );
  }
}

/** Who engaged, by city (as profiles state it) and by language (translated), this period beside the previous. */
function Audience({ report }: { report: SellerReport }) {
  const { t } = useTranslation();
  const { cities, languages, unknown } = report.audience;
  const name = (row: AudienceRow, translate: (key: string) => string) =>
    row.key === unknown ? t('analytics.unknown') : translate(row.key);
  const chart = (id: string, column: string, rows: AudienceRow[], translate: (key: string) => string) => (
    <PeriodBars
      id={id}
      categoryLabel={column}
      categories={rows.map((row) => name(row, translate))}
      current={rows.map((r) => r.current)}
      previous={rows.map((r) => r.previous)}
    />
  );
  return (
    <>
      <Typography sx={{ my: 2 }}>{t('analytics.audienceNote')}</Typography>
      {chart('cities', t('analytics.city'), cities, (city) => city)}
      {chart('languages', t('analytics.languageColumn'), languages, (code) =>
        t(`analytics.languages.${code}`, { defaultValue: code }),
      )}
    </>
  );
}
