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
import { downloadCsv, toCsv } from '@gulf-art/contracts';

/** The least room between two labelled ticks, in pixels: a short date ("28 Nov", "٢٨ نوفمبر") and a gap. */
const TICK_SPACING = 72;

export interface ChartSeries {
  label: string;
  values: number[];
}

/** The words around a chart, in the interface's language (each app keeps them in its own dictionaries). */
export interface ChartTexts {
  /** The name of the chart/table switch. */
  view: string;
  chart: string;
  table: string;
  csv: string;
  /** The heading of the labels' column in the table and the CSV ("Date", "Step"). */
  firstColumn: string;
}

/**
 * One chart with its table view and CSV export, the same in the storefront and the back-office. The caller
 * gives the labels as shown and the numbers' format in the interface's digits; in a right-to-left interface the
 * label axis runs from right to left and the value axis stands on the right, as the text reads.
 */
export function ChartView({
  id,
  title,
  labels,
  tickLabels,
  csvLabels = labels,
  series,
  kind = 'line',
  rtl,
  formatNumber,
  texts,
}: {
  /** Names the CSV file and the chart's test handle. */
  id: string;
  title: string;
  labels: string[];
  /** Shorter labels under the axis, one per label (a day without its year); the tooltip and table keep `labels`. */
  tickLabels?: string[];
  /** The first column as the CSV carries it, when it differs from what is shown (an ISO date, say). */
  csvLabels?: string[];
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  rtl: boolean;
  formatNumber: (value: number) => string;
  texts: ChartTexts;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const number = (value: number | null) => formatNumber(value ?? 0);
  const data = series.map((s) => ({ label: s.label, data: s.values, valueFormatter: number }));
  const exportCsv = () =>
    downloadCsv(
      `${id}.csv`,
      toCsv(
        [texts.firstColumn, ...series.map((s) => s.label)],
        csvLabels.map((label, i) => [label, ...series.map((s) => s.values[i] ?? 0)]),
      ),
    );
  const tickOf = new Map(tickLabels ? labels.map((label, i) => [label, tickLabels[i] ?? label]) : []);
  // The axes' sizes measured from their labels: the fixed defaults (25 px under the dates, 45 px beside the values)
  // are smaller than a 12 px label in the Noto fonts, and a label that does not fit is shortened to nothing.
  const xAxis = [
    {
      scaleType: kind === 'bar' ? ('band' as const) : ('point' as const),
      data: labels,
      reverse: rtl,
      height: 'auto' as const,
      // A tick (and its label) every few points, so a month of days or a year of weeks is not a comb of ticks.
      tickSpacing: TICK_SPACING,
      valueFormatter: (label: string, context: { location: string }) =>
        context.location === 'tick' ? (tickOf.get(label) ?? label) : label,
    },
  ];
  const yAxis = [
    { position: rtl ? ('right' as const) : ('left' as const), valueFormatter: number, width: 'auto' as const },
  ];
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
            aria-label={texts.view}
            onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          >
            <ToggleButton value="chart">{texts.chart}</ToggleButton>
            <ToggleButton value="table">{texts.table}</ToggleButton>
          </ToggleButtonGroup>
          <Button size="small" variant="outlined" onClick={exportCsv}>
            {texts.csv}
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
                <TableCell>{texts.firstColumn}</TableCell>
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
                      {number(s.values[i] ?? 0)}
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
