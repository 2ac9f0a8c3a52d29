import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate } from '../../../lib/format';
import { asPeriod, lifecycleQuery } from '../api/analytics-api';
import { ChartPanel } from './chart-panel';
import { FigureTiles } from './figure-tiles';
import { PeriodPicker } from './period-picker';

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
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t('analytics.lifecycle.title')}
        </Typography>
        <PeriodPicker value={period} onChange={(next) => setParams({ period: String(next) })} />
      </Stack>
      {report.isError && <LoadError />}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="analytics-range">
            {t('analytics.range', {
              from: formatDate(`${data.from}T12:00:00Z`, language, 'medium'),
              to: formatDate(`${data.to}T12:00:00Z`, language, 'medium'),
            })}
            {data.memberSince &&
              ` · ${t('analytics.lifecycle.memberSince', { date: formatDate(data.memberSince, language) })}`}
          </Typography>
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
