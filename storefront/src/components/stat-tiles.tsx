import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/use-language';
import { formatNumber } from '../lib/format';

/**
 * A row of figures (followers, artworks, ...), digits in the interface's numbering system; a text value (an amount
 * or a rate already formatted) is shown as it is. The tiles wrap, so the row fits a phone; so does an amount, which
 * may break between the figure and its currency (formatted with a no-break space that held "1,200.00 SAR" on one
 * line, wider than a phone's half-width tile) and is set smaller on a phone.
 */
export function StatTiles({
  stats,
  label,
}: {
  stats: { label: string; value: number | string | null | undefined }[];
  label: string;
}) {
  const language = useLanguage();
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', my: 3 }}
    >
      {stats.map((s) => (
        // The term comes first for assistive technology; the figure is shown above it.
        <Paper
          key={s.label}
          variant="outlined"
          sx={{ p: 2, textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Typography component="dt" color="text.secondary" variant="body2">
            {s.label}
          </Typography>
          <Typography component="dd" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, fontWeight: 700, m: 0 }}>
            {typeof s.value === 'string' ? s.value.replaceAll('\u00a0', ' ') : formatNumber(s.value ?? 0, language)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
