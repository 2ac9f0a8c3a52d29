import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrorsByPath } from '../../../lib/field-errors';
import { saveSessions } from '../api/workshop-lists-api';
import type { WorkshopSession } from '../api/workshops-api';
import { useWorkshopAction } from './use-list-editor';

/** Riyadh keeps UTC+3 all year (no daylight saving), so a fixed offset turns its wall-clock times into instants. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;
/** An instant as a `datetime-local` value in Riyadh time ("2026-04-01T19:00"). */
export const riyadhInput = (iso: string) => new Date(Date.parse(iso) + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
/** A `datetime-local` value read as Riyadh time, with its offset, as the API takes it. */
export const fromRiyadhInput = (value: string) => (value ? `${value}:00+03:00` : '');

interface Row {
  key: number;
  startsAt: string;
  endsAt: string;
}

/** The organiser's session times (/manage/workshops): rows of start and end in Riyadh time, added and removed. */
export function SessionsSection({ workshopId, sessions }: { workshopId: string; sessions: WorkshopSession[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [rows, setRows] = useState<Row[]>(() =>
    sessions.map((s, i) => ({ key: i, startsAt: riyadhInput(s.startsAt), endsAt: riyadhInput(s.endsAt) })),
  );
  const save = useWorkshopAction(() =>
    saveSessions(
      workshopId,
      rows.map((r) => ({ startsAt: fromRiyadhInput(r.startsAt), endsAt: fromRiyadhInput(r.endsAt) })),
    ),
  );
  const errors = serverFieldErrorsByPath(save.error, language);
  const change = (key: number, name: 'startsAt' | 'endsAt', value: string) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, [name]: value } : r)));
  const add = () => {
    const last = rows.at(-1);
    // A new row starts a week after the last session, at the same time and for as long (the usual series).
    const next = (value: string | undefined) =>
      value ? riyadhInput(new Date(Date.parse(`${value}:00+03:00`) + 7 * 86_400_000).toISOString()) : '';
    setRows([
      ...rows,
      { key: Math.max(0, ...rows.map((r) => r.key)) + 1, startsAt: next(last?.startsAt), endsAt: next(last?.endsAt) },
    ]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="sessions-title">
      <Typography variant="h5" component="h2" id="sessions-title">
        {t('workshops.sessions.section')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('workshops.sessions.hint')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {errors.sessions && <Typography color="error">{errors.sessions}</Typography>}
        {rows.map((row, i) => (
          <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="session-row">
            {(['startsAt', 'endsAt'] as const).map((name) => (
              <TextField
                key={name}
                type="datetime-local"
                label={t(`workshops.sessions.${name}`, { number: i + 1 })}
                value={row[name]}
                onChange={(e) => change(row.key, name, e.target.value)}
                error={!!errors[`sessions[${i}].${name}`]}
                helperText={errors[`sessions[${i}].${name}`]}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            <Button
              disabled={rows.length === 1}
              onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              aria-label={t('workshops.sessions.remove', { number: i + 1 })}
            >
              {t('workshops.sessions.removeShort')}
            </Button>
          </Stack>
        ))}
        <Stack direction="row" spacing={2}>
          <Button onClick={add}>{t('workshops.sessions.add')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('workshops.sessions.save')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
