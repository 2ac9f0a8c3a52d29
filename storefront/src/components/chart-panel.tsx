import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { formatDate, formatNumber } from '../lib/format';
import { downloadCsv, toCsv } from '@gulf-art/contracts';

export interface ChartSeries {
  label: string;
  values: number[];
}

/**
 * One chart with its table view and CSV export. The points are labelled by date (a day, or the first day of a
 * week for a year); in Arabic time runs from right to left and the value axis stands on the right, as the text
 * reads, and every number is in the interface's digits.
 */
export function ChartPanel({
  title,
  id,
  dates,
  series,
  kind = 'line',
  format = (value: number) => value,
  categories,
  categoryLabel,
}: {
  title: string;
  id: string;
  dates?: string[];
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  format?: (value: number) => number;
  /** Bar charts over named steps (a funnel) instead of dates. */
  categories?: string[];
  /** The heading of the categories' column (a funnel's "Step" unless told). */
  categoryLabel?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = language === 'ar';
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const firstColumn = categories ? (categoryLabel ?? t('chart.step')) : t('chart.date');
  const labels = categories ?? (dates ?? []).map((d) => formatDate(`${d}T12:00:00Z`, language, 'medium'));
  const number = (value: number | null) => formatNumber(value ?? 0, language);
  const data = series.map((s) => ({ label: s.label, data: s.values.map(format), valueFormatter: number }));
  const exportCsv = () =>
    downloadCsv(
      `${id}.csv`,
      toCsv(
        [firstColumn, ...series.map((s) => s.label)],
        labels.map((label, i) => [
          categories ? label : (dates ?? [])[i]!,
          ...series.map((s) => format(s.values[i] ?? 0)),
        ]),
      ),
    );
  const xAxis = [{ scaleType: kind === 'bar' ? ('band' as const) : ('point' as const), data: labels, reverse: rtl }];
  const yAxis = [{ position: rtl ? ('right' as const) : ('left' as const), valueFormatter: number }];
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            aria-label={t('chart.view.label')}
            onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          >
            <ToggleButton value="chart">{t('chart.view.chart')}</ToggleButton>
            <ToggleButton value="table">{t('chart.view.table')}</ToggleButton>
          </ToggleButtonGroup>
          <Button size="small" variant="outlined" onClick={exportCsv}>
            {t('chart.csv')}
          </Button>
        </Stack>
      </Stack>
      {view === 'chart' ? (
        <Box sx={{ height: 280 }} data-testid={`chart-${id}`}>
          {kind === 'bar' ? (
            <BarChart height={280} xAxis={xAxis} yAxis={yAxis} series={data} />
          ) : (
            <LineChart height={280} xAxis={xAxis} yAxis={yAxis} series={data.map((s) => ({ ...s, showMark: false }))} />
          )}
        </Box>
      ) : (
        <Box sx={{ overflowX: 'auto', maxHeight: 320 }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{firstColumn}</TableCell>
                {series.map((s) => (
                  <TableCell key={s.label} align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {labels.map((label, i) => (
                <TableRow key={`${label}-${i}`}>
                  <TableCell>{label}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.label} align="right">
                      {number(format(s.values[i] ?? 0))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
