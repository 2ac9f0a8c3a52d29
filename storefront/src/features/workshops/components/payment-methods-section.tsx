import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import {
  organiserMethodsQuery,
  saveListItem,
  type MethodBody,
  type OrganiserPaymentMethod,
} from '../api/workshop-lists-api';
import type { PaymentMethod } from '../api/workshops-api';
import { useWorkshopAction } from './use-list-editor';
import { RowForm } from './row-form';

const PROVIDERS: PaymentMethod['paymentProvider'][] = ['stcpay', 'stripe', 'paypal', 'bank_transfer'];

/** Which of the four providers the workshop accepts, each with its fee (percentage plus a fixed amount). */
export function PaymentMethodsSection({ workshopId }: { workshopId: string }) {
  const { t } = useTranslation();
  const methods = useQuery(organiserMethodsQuery(workshopId));
  return (
    <Stack component="section" spacing={1.5} sx={{ mt: 4 }} aria-labelledby="methods-title">
      <Typography variant="h5" component="h2" id="methods-title">
        {t('workshops.methods.section')}
      </Typography>
      {methods.isSuccess &&
        PROVIDERS.map((provider) => (
          <MethodRow
            key={`${workshopId}-${provider}`}
            workshopId={workshopId}
            provider={provider}
            method={methods.data.find((m) => m.paymentProvider === provider)}
          />
        ))}
    </Stack>
  );
}

function MethodRow(props: {
  workshopId: string;
  provider: PaymentMethod['paymentProvider'];
  method: OrganiserPaymentMethod | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { method, provider } = props;
  const [form, setForm] = useState({
    isActive: method?.isActive ?? false,
    percent: String(method?.transactionFeePercentage ?? 0),
    fixed: String(method?.fixedTransactionFee ?? 0),
  });
  const body: MethodBody = {
    paymentProvider: provider,
    isActive: form.isActive,
    transactionFeePercentage: Number(form.percent || 0),
    fixedTransactionFee: Number(form.fixed || 0),
  };
  const save = useWorkshopAction(() => saveListItem(props.workshopId, 'payment-methods', method?.id ?? null, body));
  const errors = serverFieldErrors(save.error, language);
  const name = t(`workshops.providers.${provider}`);
  return (
    <RowForm
      label={name}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <FormControlLabel
        sx={{ minWidth: 220 }}
        control={<Switch checked={form.isActive} onChange={(e) => setForm({ ...form, isActive: e.target.checked })} />}
        label={name}
      />
      {(['percent', 'fixed'] as const).map((key) => {
        const field = key === 'percent' ? 'transactionFeePercentage' : 'fixedTransactionFee';
        return (
          <TextField
            key={key}
            size="small"
            type="number"
            label={t(`workshops.methods.${key}`)}
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
            error={!!errors[field]}
            helperText={errors[field]}
            slotProps={{ htmlInput: { step: '0.01', min: 0 } }}
          />
        );
      })}
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        {t('workshops.tiers.save')}
      </Button>
    </RowForm>
  );
}
