import { Card, CardContent, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Authenticated, Loading, Title, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { httpClient } from '../http';
import {
  FUNNELS,
  PERIODS,
  reportUrl,
  TAB_FIGURES,
  TABS,
  type Figures,
  type Period,
  type PlatformReport,
  type Tab as TabName,
} from './analyticsReport';
import { ChartCard } from './ChartCard';
import { FigureGrid, seriesOf } from './FigureGrid';
import { OperationsFigures } from './OperationsFigures';
import { OperationsTab } from './OperationsTab';

const TabBody = ({ tab, report }: { tab: TabName; report: PlatformReport }) => {
  const translate = useTranslate();
  const { date } = useFormatters();
  const label = (name: string) => translate(`resources.analytics.figures.${name}`);
  const dates = report.series.map((p) => date(`${p.date}T12:00:00Z`));
  if (tab === 'operations')
    return (
      <>
        <OperationsFigures report={report} />
        <OperationsTab />
      </>
    );
  if (tab === 'conversion')
    return (
      <>
        {Object.entries(FUNNELS).map(([funnel, steps]) => (
          <ChartCard
            key={funnel}
            id={`funnel-${funnel}`}
            bar
            title={translate(`resources.analytics.funnels.${funnel}`)}
            labels={steps.map(label)}
            series={[
              {
                label: translate('resources.analytics.chart.value'),
                values: steps.map((s) => (report.figures as Figures)[s] ?? 0),
              },
            ]}
          />
        ))}
      </>
    );
  const charted = {
    users: ['newUsers', 'signIns'],
    content: ['published', 'withdrawn'],
    revenue: ['revenue', 'premium', 'registrationRevenue'],
  }[tab];
  return (
    <>
      <FigureGrid names={TAB_FIGURES[tab]} report={report} />
      <ChartCard
        id={tab}
        title={translate(`resources.analytics.charts.${tab}`)}
        labels={dates}
        dated
        bar={tab !== 'users'}
        series={seriesOf(report, charted, label, tab === 'revenue' ? 100 : 1)}
      />
    </>
  );
};

/** The platform's figures for a period ending today or "as of" a past day, tab by tab (staff). */
const AnalyticsPage = () => {
  const translate = useTranslate();
  const { date } = useFormatters();
  const [period, setPeriod] = useState<Period>(30);
  const [asOf, setAsOf] = useState('');
  const [tab, setTab] = useState<TabName>('users');
  const report = useQuery({
    queryKey: ['admin', 'analytics', period, asOf],
    queryFn: async () => (await httpClient(reportUrl(period, asOf || null))).json as PlatformReport,
    placeholderData: keepPreviousData,
  });
  return (
    <Authenticated>
      <Title title="resources.analytics.title" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
            <TextField
              select
              size="small"
              label={translate('resources.analytics.period')}
              value={period}
              onChange={(e) => setPeriod(Number(e.target.value) as Period)}
              sx={{ minWidth: 160 }}
            >
              {PERIODS.map((p) => (
                <MenuItem key={p} value={p}>
                  {translate(`resources.analytics.periods.p${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              label={translate('resources.analytics.asOf')}
              helperText={translate('resources.analytics.asOfHelp')}
              value={asOf}
              onChange={(e) => setAsOf(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {report.data && (
              <Typography color="text.secondary" data-testid="analytics-range">
                {translate('resources.analytics.range', {
                  from: date(`${report.data.from}T12:00:00Z`),
                  to: date(`${report.data.to}T12:00:00Z`),
                })}
              </Typography>
            )}
          </Stack>
          <Tabs value={tab} onChange={(_, next: TabName) => setTab(next)} variant="scrollable" sx={{ mt: 2 }}>
            {TABS.map((name) => (
              <Tab key={name} value={name} label={translate(`resources.analytics.tabs.${name}`)} />
            ))}
          </Tabs>
          {report.isPending && <Loading />}
          {report.isError && <Typography color="error">{(report.error as Error).message}</Typography>}
          {report.data && <TabBody tab={tab} report={report.data} />}
        </CardContent>
      </Card>
    </Authenticated>
  );
};

export default AnalyticsPage;
