import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrorsByPath } from '../../../lib/field-errors';
import { saveRefundPolicy, type RefundPolicy } from '../api/registration-refunds-api';
import {
  MAX_STEPS,
  policyOf,
  policyProblems,
  previewOf,
  rowField,
  rowsOf,
  type PolicyRow,
} from './refund-policy-model';
import { RefundPolicyText } from './refund-policy-text';
import { useWorkshopAction } from './use-list-editor';

const FIELDS = ['daysBefore', 'percent'] as const;

/** The organiser's refund policy (/manage/workshops): steps of "days before the start → percent back", each field
 * checked as typed, the sentence attendees will read shown beside, saved as the workshop's structured policy. */
export function RefundPolicySection({ workshopId, policy }: { workshopId: string; policy: RefundPolicy | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [rows, setRows] = useState<PolicyRow[]>(() => rowsOf(policy));
  const save = useWorkshopAction(() => saveRefundPolicy(workshopId, policyOf(rows)));
  const problems = policyProblems(rows);
  const server = Object.fromEntries(
    Object.entries(serverFieldErrorsByPath(save.error, language)).map(([field, text]) => [rowField(field), text]),
  );
  // A field's own problem shows as it is typed (nothing is sent while there is one); the server's after a save.
  const errorOf = (i: number, name: (typeof FIELDS)[number]) => {
    const key = `steps.${i}.${name}`;
    return problems[key] ? t(problems[key]) : server[key];
  };
  const change = (key: number, name: (typeof FIELDS)[number], value: string) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, [name]: value } : r)));
  const add = () => {
    const last = rows.at(-1);
    // The next step is usually closer to the start and gives back less.
    const days = last ? Math.max(Number(last.daysBefore) - 1, 0) : 7;
    setRows([...rows, { key: Math.max(0, ...rows.map((r) => r.key)) + 1, daysBefore: String(days), percent: '0' }]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(problems).length === 0) save.mutate();
  };
  return (
    <Stack component="section" spacing={2} sx={{ mt: 4 }} aria-labelledby="refund-policy-title">
      <Typography variant="h5" component="h2" id="refund-policy-title">
        {t('workshops.refundPolicy.section')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('workshops.refundPolicy.hint')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {server.refundPolicy && <Typography color="error">{server.refundPolicy}</Typography>}
        {rows.map((row, i) => (
          <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={2} data-testid="refund-step">
            {FIELDS.map((name) => (
              <TextField
                key={name}
                type="number"
                label={t(`workshops.refundPolicy.${name}`, { number: i + 1 })}
                value={row[name]}
                onChange={(e) => change(row.key, name, e.target.value)}
                error={!!errorOf(i, name)}
                helperText={errorOf(i, name)}
                sx={{ minWidth: 260 }}
                slotProps={{ htmlInput: { min: 0, max: name === 'percent' ? 100 : 365, step: 1 } }}
              />
            ))}
            <Button
              onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              aria-label={t('workshops.refundPolicy.remove', { number: i + 1 })}
            >
              {t('workshops.refundPolicy.removeShort')}
            </Button>
          </Stack>
        ))}
        <Typography variant="subtitle2" component="p">
          {t('workshops.refundPolicy.preview')}
        </Typography>
        {Object.keys(problems).length === 0 && <RefundPolicyText workshop={{ refundPolicy: previewOf(rows) }} />}
        <Stack direction="row" spacing={2}>
          <Button onClick={add} disabled={rows.length >= MAX_STEPS}>
            {t('workshops.refundPolicy.add')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('workshops.refundPolicy.save')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
