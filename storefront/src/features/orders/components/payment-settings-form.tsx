import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatFee } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/field-errors';
import {
  ordersKeys,
  savePaymentSettings,
  type PaymentMethod,
  type PaymentSettings,
  type PaymentSettingsForm as FormBody,
} from '../api/orders-api';

const SAUDI_IBAN = /^SA\d{22}$/;

/** What the form sends: the methods always; the bank details only when the seller typed some. */
function bodyOf(methods: PaymentMethod[], holder: string, iban: string) {
  const problems: Record<string, string> = {};
  if (methods.length === 0) problems.methods = 'oneMethod';
  const typed = holder.trim() !== '' || iban.trim() !== '';
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (typed && holder.trim() === '') problems.accountHolder = 'required';
  if (typed && !SAUDI_IBAN.test(compact)) problems.iban = 'iban';
  const body: FormBody = typed ? { methods, accountHolder: holder.trim(), iban: compact } : { methods };
  return { body, problems };
}

/**
 * The seller's payment settings: the methods their buyers may use (each with the platform's fee, at least one on),
 * the settlement time, and the bank account payouts go to. The IBAN is never shown back beyond its last four
 * digits; the server checks its digits again and names what it refuses.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [methods, setMethods] = useState<PaymentMethod[]>(
    settings.methods.filter((m) => m.accepted).map((m) => m.method),
  );
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: async () => {
      setHolder('');
      setIban('');
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
    onError: (error) => setErrors(serverFieldErrors(error, language)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { body, problems } = bodyOf(methods, holder, iban);
    setErrors(
      Object.fromEntries(Object.entries(problems).map(([f, code]) => [f, t(`orders.paymentSettings.errors.${code}`)])),
    );
    if (Object.keys(problems).length === 0) save.mutate(body);
  }

  const toggle = (method: PaymentMethod, on: boolean) => {
    setMethods((now) => (on ? [...now, method] : now.filter((m) => m !== method)));
    setErrors(({ methods: _gone, ...rest }) => rest);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="payment-settings-form">
      <Stack spacing={2}>
        <FormControl component="fieldset" error={Boolean(errors.methods)}>
          <FormLabel component="legend">{t('orders.paymentSettings.methods')}</FormLabel>
          <FormGroup>
            {settings.methods.map(({ method, fee }) => (
              <FormControlLabel
                key={method}
                control={
                  <Checkbox checked={methods.includes(method)} onChange={(e) => toggle(method, e.target.checked)} />
                }
                label={`${t(`orders.methods.${method}`)} — ${t('orders.paymentSettings.fee', {
                  fee: formatFee(fee.percent, fee.fixedSar, language),
                })}`}
              />
            ))}
          </FormGroup>
          <FormHelperText>{errors.methods || t('orders.paymentSettings.methodsHint')}</FormHelperText>
        </FormControl>
        <Typography variant="body2" color="text.secondary">
          {language === 'ar' ? settings.settlementAr : settings.settlement}
        </Typography>
        <Typography variant="h6" component="h3">
          {t('orders.paymentSettings.bank')}
        </Typography>
        <Typography data-testid="payment-account">
          {settings.account
            ? t('orders.paymentSettings.onFile', { last4: settings.account.ibanLast4 })
            : t('orders.paymentSettings.none')}
        </Typography>
        <TextField
          size="small"
          name="accountHolder"
          label={t('orders.paymentSettings.accountHolder')}
          value={holder}
          onChange={(e) => {
            setHolder(e.target.value);
            setErrors(({ accountHolder: _gone, ...rest }) => rest);
          }}
          error={Boolean(errors.accountHolder)}
          helperText={errors.accountHolder}
        />
        <TextField
          size="small"
          name="iban"
          label={t('orders.paymentSettings.iban')}
          value={iban}
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          onChange={(e) => {
            setIban(e.target.value);
            setErrors(({ iban: _gone, ...rest }) => rest);
          }}
          error={Boolean(errors.iban)}
          helperText={errors.iban || t('orders.paymentSettings.ibanHint')}
        />
        {save.isSuccess ? <Alert severity="success">{t('orders.paymentSettings.saved')}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('orders.paymentSettings.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
