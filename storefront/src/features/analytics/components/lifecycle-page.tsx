import Container from '@mui/material/Container';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { asPeriod, lifecycleQuery } from '../api/analytics-api';
import { ChartPanel } from '../../../components/chart-panel';
import { FigureTiles } from './figure-tiles';
import { AnalyticsHeader } from './analytics-header';

const MINE = ['favouritesGiven', 'followsGiven', 'inquiriesSent', 'bidsPlaced', 'lotsWon', 'registrations', 'attended'];

/** /analytics/dashboard: the person's own journey (stage and activity by period); staff also see the cohort. */
export default function LifecyclePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('analytics.lifecycle.title'));
  const [params, setParams] = useSearchParams();
  const period = asPeriod(params.get('period'));
  const report = useQuery({ ...lifecycleQuery(period), placeholderData: keepPreviousData });
  const data = report.data;
  return (
    <Container sx={{ py: 4 }}>
      <AnalyticsHeader
        title={t('analytics.lifecycle.title')}
        period={period}
        onPeriod={(next) => setParams({ period: String(next) })}
        range={data}
        note={
          data?.memberSince
            ? t('analytics.lifecycle.memberSince', { date: formatDate(data.memberSince, language) })
            : null
        }
      />
      {report.isError && <LoadError />}
      {data && (
        <>
          <Stepper
            activeStep={data.stages.indexOf(data.stage)}
            alternativeLabel
            sx={{ my: 3 }}
            aria-label={t('analytics.lifecycle.stage')}
          >
            {data.stages.map((stage) => (
              <Step key={stage}>
                <StepLabel>{t(`analytics.lifecycle.stages.${stage}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <FigureTiles specs={MINE.map((name) => ({ name }))} figures={data.figures} previous={data.previous} />
          <ChartPanel
            id="my-activity"
            title={t('analytics.charts.myActivity')}
            dates={data.series.map((p) => p.date)}
            series={['favouritesGiven', 'inquiriesSent', 'bidsPlaced'].map((name) => ({
              label: t(`analytics.figure.${name}`),
              values: data.series.map((p) => p.values[name] ?? 0),
            }))}
          />
          {data.cohort && (
            <ChartPanel
              id="cohort"
              kind="bar"
              title={t('analytics.lifecycle.cohort')}
              categories={data.stages.map((stage) => t(`analytics.lifecycle.stages.${stage}`))}
              series={[
                { label: t('analytics.lifecycle.people'), values: data.stages.map((s) => data.cohort![s] ?? 0) },
              ]}
            />
          )}
        </>
      )}
    </Container>
  );
}
