import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatMoney, formatNumber } from '../../../lib/format';
import { change, figure, type Figures } from '../api/analytics-api';

export interface FigureSpec {
  name: string;
  kind?: 'count' | 'money' | 'percent' | 'minutes';
}

/** Figures of the period, each with the previous period's and the change, in the interface's digits. */
export function FigureTiles({
  specs,
  figures,
  previous,
}: {
  specs: FigureSpec[];
  figures: Figures;
  previous: Figures;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const show = (value: number, kind: FigureSpec['kind']) =>
    kind === 'money'
      ? formatMoney(value / 100, language)
      : kind === 'percent'
        ? formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 1 })
        : formatNumber(value, language);
  return (
    <Box
      component="dl"
      aria-label={t('analytics.figures')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', my: 2 }}
    >
      {specs.map(({ name, kind = 'count' }) => {
        const now = figure(figures, name);
        const before = figure(previous, name);
        const delta = change(now, before);
        return (
          <Paper
            key={name}
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse', gap: 0.5 }}
          >
            <Typography component="dt" color="text.secondary" variant="body2">
              {t(`analytics.figure.${name}`)}
            </Typography>
            <Typography
              component="dd"
              sx={{ fontSize: '1.5rem', fontWeight: 700, m: 0 }}
              data-testid={`figure-${name}`}
            >
              {show(now, kind)}
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 400 }}
              >
                {t('analytics.previous', { value: show(before, kind) })}
                {' · '}
                <Box component="span" sx={{ color: delta === null || delta >= 0 ? 'success.main' : 'error.main' }}>
                  {delta === null
                    ? t('analytics.new')
                    : formatNumber(delta / 100, language, {
                        style: 'percent',
                        maximumFractionDigits: 1,
                        signDisplay: 'exceptZero',
                      })}
                </Box>
              </Typography>
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
