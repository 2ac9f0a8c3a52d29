import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../format';
import { change, MONEY, type PlatformReport } from './analyticsReport';

/** The period's figures, each beside the previous period's with the change. */
export const FigureGrid = ({ names, report }: { names: string[]; report: PlatformReport }) => {
  const translate = useTranslate();
  const { number, percent } = useFormatters();
  const show = (name: string, value: number) => (MONEY.has(name) ? number(Math.round(value) / 100) : number(value));
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', my: 2 }}
    >
      {names.map((name) => {
        const now = report.figures[name] ?? 0;
        const before = report.previous[name] ?? 0;
        const delta = change(now, before);
        return (
          <Card key={name} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`resources.analytics.figures.${name}`)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.4rem', fontWeight: 700 }}
              data-testid={`figure-${name}`}
            >
              {show(name, now)}
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 400 }}
              >
                {translate('resources.analytics.previous', { value: show(name, before) })} ·{' '}
                {delta === null
                  ? translate('resources.analytics.newFigure')
                  : `${delta > 0 ? '+' : ''}${percent(delta)}`}
              </Typography>
            </Typography>
          </Card>
        );
      })}
    </Box>
  );
};

/** One line per figure across the report's points (`scale` 100 turns halalas into riyals). */
export const seriesOf = (report: PlatformReport, names: string[], label: (n: string) => string, scale = 1) =>
  names.map((name) => ({ label: label(name), values: report.series.map((p) => (p.values[name] ?? 0) / scale) }));
