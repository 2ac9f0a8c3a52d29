import { Button, Card, CardContent, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { PlainTable } from '../common/PlainTable';
import { downloadCsv, toCsv } from '@gulf-art/contracts';

/**
 * A chart with its table view and CSV export. Labels are dates or funnel steps; in Arabic the time axis runs from
 * right to left with the values on the right, and every number is in the interface's digits.
 */
export const ChartCard = ({
  id,
  title,
  labels,
  series,
  bar = false,
}: {
  id: string;
  title: string;
  labels: string[];
  series: Array<{ label: string; values: number[] }>;
  bar?: boolean;
}) => {
  const translate = useTranslate();
  const rtl = useLocale() === 'ar';
  const { number } = useFormatters();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const download = () => {
    const csv = toCsv(
      [translate('resources.analytics.chart.step'), ...series.map((s) => s.label)],
      labels.map((l, i) => [l, ...series.map((s) => s.values[i] ?? 0)]),
    );
    downloadCsv(`${id}.csv`, csv);
  };
  const format = (v: number | null) => number(v ?? 0);
  const data = series.map((s) => ({ label: s.label, data: s.values, valueFormatter: format }));
  const xAxis = [{ scaleType: bar ? ('band' as const) : ('point' as const), data: labels, reverse: rtl }];
  const yAxis = [{ position: rtl ? ('right' as const) : ('left' as const), valueFormatter: format }];
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ my: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_, v: 'chart' | 'table' | null) => v && setView(v)}
            >
              <ToggleButton value="chart">{translate('resources.analytics.chart.show')}</ToggleButton>
              <ToggleButton value="table">{translate('resources.analytics.chart.table')}</ToggleButton>
            </ToggleButtonGroup>
            <Button size="small" variant="outlined" onClick={download}>
              {translate('resources.analytics.chart.csv')}
            </Button>
          </Stack>
        </Stack>
        {view === 'chart' ? (
          bar ? (
            <BarChart height={260} xAxis={xAxis} yAxis={yAxis} series={data} />
          ) : (
            <LineChart height={260} xAxis={xAxis} yAxis={yAxis} series={data.map((s) => ({ ...s, showMark: false }))} />
          )
        ) : (
          <PlainTable
            aria-label={title}
            head={[
              translate('resources.analytics.chart.step'),
              ...series.map((s) => ({ label: s.label, align: 'right' as const })),
            ]}
          >
            {labels.map((label, i) => (
              <TableRow key={`${label}-${i}`}>
                <TableCell>{label}</TableCell>
                {series.map((s) => (
                  <TableCell key={s.label} align="right">
                    {number(s.values[i] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </PlainTable>
        )}
      </CardContent>
    </Card>
  );
};
