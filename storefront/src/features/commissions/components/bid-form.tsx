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
import { placeBid, type ImageRef } from '../api/commissions-api';
import { ImagePicker } from './image-picker';

/** An artist's bid: price, days needed, proposal and optional sketches. Every field but sketches is required. */
export function BidForm({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [days, setDays] = useState('');
  const [proposal, setProposal] = useState('');
  const [sketches, setSketches] = useState<ImageRef[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      placeBid(commissionId, {
        amount: Math.round(Number(amount) * 100),
        timelineDays: Number(days),
        proposal: proposal.trim(),
        sketchImageIds: sketches.map((s) => s.id),
        language,
      }),
    onSuccess: (answer) => queryClient.setQueryData(['commissions', 'one', commissionId], answer),
    onError: (error) => setErrors(serverFieldErrors(error, language)),
  });
  const submit = () => {
    const required = t('commissions.form.required');
    const missing: Record<string, string> = {};
    if (!(Number(amount) > 0)) missing.amount = required;
    if (!(Number(days) >= 1)) missing.timelineDays = required;
    if (!proposal.trim()) missing.proposal = required;
    setErrors(missing);
    if (Object.keys(missing).length === 0) send.mutate();
  };
  const props = (name: string) => ({
    id: `bid-${name}`,
    label: t(`commissions.fields.${name}`),
    error: !!errors[name],
    helperText: errors[name],
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bid-form-title">
      <Typography id="bid-form-title" variant="h6" component="h3" sx={{ mb: 2 }}>
        {t('commissions.detail.placeBid')}
      </Typography>
      <Stack spacing={2}>
        {Object.keys(errors).length > 0 && <Alert severity="error">{t('commissions.form.required')}</Alert>}
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
          id="bid-sketches"
          label={t('commissions.fields.sketches')}
          images={sketches}
          onChange={setSketches}
        />
        <Button variant="contained" onClick={submit} disabled={send.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('commissions.detail.submitBid')}
        </Button>
      </Stack>
    </Paper>
  );
}
