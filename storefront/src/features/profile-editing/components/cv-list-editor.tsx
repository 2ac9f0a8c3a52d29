import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CvExhibition } from '../../catalog';

/** One line of an artist's CV (an award or an exhibition) as the form edits it: every value as text. */
export interface CvRow {
  title: string;
  titleAr: string;
  venue: string;
  venueAr: string;
  year: string;
}

export const emptyCvRow: CvRow = { title: '', titleAr: '', venue: '', venueAr: '', year: '' };

interface Props {
  id: string;
  legend: string;
  rows: CvRow[];
  onChange: (rows: CvRow[]) => void;
  /** Awards have no venue. */
  withVenue: boolean;
  error?: string;
}

/** Edits a list of CV entries in both languages: add, change, remove. */
export function CvListEditor({ id, legend, rows, onChange, withVenue, error }: Props) {
  const { t } = useTranslation();
  const set = (index: number, key: keyof CvRow, value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  const keys: (keyof CvRow)[] = withVenue
    ? ['title', 'titleAr', 'venue', 'venueAr', 'year']
    : ['title', 'titleAr', 'year'];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid={`${id}-editor`}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {legend}
      </Typography>
      <Stack spacing={1.5}>
        {rows.map((row, index) => (
          <Stack
            key={index}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
            data-testid={`${id}-row`}
          >
            {keys.map((key) => (
              <TextField
                key={key}
                size="small"
                id={`${id}-${index}-${key}`}
                label={t(`profileEditing.cv.${key}`, { n: index + 1 })}
                value={row[key]}
                onChange={(e) => set(index, key, e.target.value)}
                slotProps={{ htmlInput: key === 'year' ? { inputMode: 'numeric' } : undefined }}
                sx={{ flex: key === 'year' ? '0 0 6rem' : 1 }}
              />
            ))}
            <IconButton
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              aria-label={t('profileEditing.cv.remove', { what: legend, n: index + 1 })}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button sx={{ mt: 1 }} onClick={() => onChange([...rows, { ...emptyCvRow }])}>
        {t('profileEditing.cv.add', { what: legend })}
      </Button>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

/** API entries to form rows. */
export function toRows(entries: readonly CvExhibition[] | undefined): CvRow[] {
  return (entries ?? []).map((e) =>
    typeof e === 'string'
      ? { ...emptyCvRow, title: e }
      : {
          title: e.title ?? '',
          titleAr: e.titleAr ?? '',
          venue: e.venue ?? '',
          venueAr: e.venueAr ?? '',
          year: e.year == null ? '' : String(e.year),
        },
  );
}

/** Form rows to API entries; a row left wholly blank is dropped. */
export function fromRows(rows: CvRow[], withVenue: boolean) {
  return rows
    .filter((r) => Object.values(r).some((v) => v.trim() !== ''))
    .map((r) => ({
      title: r.title.trim(),
      titleAr: r.titleAr.trim(),
      ...(withVenue ? { venue: r.venue.trim(), venueAr: r.venueAr.trim() } : {}),
      year: r.year.trim() === '' ? null : Number(r.year),
    }));
}
