import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { placeBid, reviseBid, type Bid, type Commission, type ImageRef } from '../api/commissions-api';
import { ImagePicker } from './image-picker';

/** The API's bounds on a bid (commission.rules.ts): at most one million SAR, 1 to 365 days. */
const MAX_SAR = 1_000_000;
const MAX_DAYS = 365;

/** Each field's problem, in the interface language, before anything is sent. */
function fieldProblems(
  form: { amount: string; days: string; proposal: string },
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const problems: Record<string, string> = {};
  const required = t('commissions.form.fieldRequired');
  const amount = Number(form.amount);
  if (form.amount.trim() === '') problems.amount = required;
  else if (!(amount > 0) || amount > MAX_SAR || Math.round(amount * 100) !== amount * 100)
    problems.amount = t('commissions.form.amountInvalid');
  const days = Number(form.days);
  if (form.days.trim() === '') problems.timelineDays = required;
  else if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
    problems.timelineDays = t('commissions.form.daysInvalid', { max: MAX_DAYS });
  if (!form.proposal.trim()) problems.proposal = required;
  return problems;
}

/**
 * An artist's bid: price, days needed, proposal and optional sketches (every field but sketches is required).
 * Given `bid`, the same form revises that bid while the request is open; `onDone` closes it after saving.
 */
export function BidForm({ commissionId, bid, onDone }: { commissionId: string; bid?: Bid; onDone?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const revising = !!bid;
  const prefix = revising ? `revise-${bid.id}` : 'bid';
  const [amount, setAmount] = useState(bid ? String(bid.amount / 100) : '');
  const [days, setDays] = useState(bid ? String(bid.timelineDays) : '');
  const [proposal, setProposal] = useState(bid?.proposal ?? '');
  const [sketches, setSketches] = useState<ImageRef[]>(bid?.sketches ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (): Promise<Commission> => {
      const terms = {
        amount: Math.round(Number(amount) * 100),
        timelineDays: Number(days),
        proposal: proposal.trim(),
        sketchImageIds: sketches.map((s) => s.id),
      };
      return bid ? reviseBid(commissionId, bid.id, terms) : placeBid(commissionId, { ...terms, language });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(['commissions', 'one', commissionId], answer);
      onDone?.();
    },
    onError: (error) => setErrors(serverFieldErrors(error, language)),
  });
  const submit = () => {
    const problems = fieldProblems({ amount, days, proposal }, t);
    setErrors(problems);
    if (Object.keys(problems).length === 0) send.mutate();
  };
  const props = (name: string) => ({
    id: `${prefix}-${name}`,
    label: t(`commissions.fields.${name}`),
    error: !!errors[name],
    helperText: errors[name],
  });
  const title = revising ? t('commissions.detail.reviseBid') : t('commissions.detail.placeBid');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`${prefix}-form-title`}>
      <Typography id={`${prefix}-form-title`} variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {Object.keys(errors).length > 0 && (
          <Alert severity="error" data-testid="bid-form-alert">
            {t('commissions.form.required')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...props('amount')} type="number" value={amount} onChange={(e) => setAmount(e.target.value)} />
          <TextField {...props('timelineDays')} type="number" value={days} onChange={(e) => setDays(e.target.value)} />
        </Stack>
        <TextField
          {...props('proposal')}
          multiline
          minRows={3}
          fullWidth
          value={proposal}
          onChange={(e) => setProposal(e.target.value)}
        />
        <ImagePicker
          id={`${prefix}-sketches`}
          label={t('commissions.fields.sketches')}
          images={sketches}
          onChange={setSketches}
        />
        {errors.sketchImageIds && <Alert severity="error">{errors.sketchImageIds}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={submit} disabled={send.isPending}>
            {revising ? t('commissions.detail.saveRevision') : t('commissions.detail.submitBid')}
          </Button>
          {onDone && <Button onClick={onDone}>{t('commissions.form.cancel')}</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}
