import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { HttpError } from '../../../lib/http';
import {
  BUYER_ID_SCHEMES,
  formFieldOf,
  initialValues,
  PAYMENT_METHODS,
  toRequestBody,
  validateInvoiceForm,
  type FieldName,
  type InvoiceFormValues,
} from './invoice-form-model';

/** randomUUID needs a secure context; outside one, 128 random bits in hex do the same job. */
const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The create-invoice dialog (SPEC sections 2, 5 and 8). Checks each field before sending; a refusal from the
 * server shows under the fields it names, in the interface language. The submit button says "Creating…" while
 * pending; Cancel closes.
 */
export function CreateInvoiceDialog({
  onClose,
  onSubmit,
  pending,
  canIssue,
}: {
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>, key: string) => Promise<unknown>;
  pending: boolean;
  /** False when the seller profile lacks VAT/CR numbers and address: the form says why. */
  canIssue: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState<InvoiceFormValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  // One key per dialog: a double submit or a retry after a lost answer makes one invoice, not two.
  const [idempotencyKey] = useState(newKey);

  const set = (field: FieldName) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
    setServerErrors((all) => ({ ...all, [field]: undefined }));
  };
  const messageOf = (field: FieldName) =>
    serverErrors[field] ?? (errors[field] ? t(`invoices.form.errors.${errors[field]}`) : undefined);
  const field = (name: FieldName, props: Partial<React.ComponentProps<typeof TextField>> = {}, width = 6) => (
    <Grid size={{ xs: 12, sm: width }}>
      <TextField
        fullWidth
        size="small"
        name={name}
        label={t(`invoices.form.fields.${name}`)}
        value={values[name]}
        onChange={set(name)}
        error={Boolean(messageOf(name))}
        helperText={
          messageOf(name) ??
          (name === 'buyer_vat_number'
            ? t('invoices.form.vatHint')
            : name === 'buyer_address'
              ? t('invoices.form.addressHint')
              : undefined)
        }
        {...props}
      />
    </Grid>
  );

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems = validateInvoiceForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await onSubmit(toRequestBody(values), idempotencyKey);
    } catch (error) {
      if (error instanceof HttpError && error.body?.details) {
        const byField: Partial<Record<FieldName, string>> = {};
        for (const d of error.body.details) {
          const name = d.field ? formFieldOf(d.field) : null;
          if (name) byField[name] = (language === 'ar' ? (d.messageAr ?? d.message) : d.message) ?? '';
        }
        setServerErrors(byField);
      }
    }
  }

  const rtl = { slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } } };
  const money = { type: 'number', slotProps: { htmlInput: { step: '0.01', min: 0, dir: 'ltr' } } };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" slotProps={{ paper: { sx: { maxHeight: '90vh' } } }}>
      <form onSubmit={submit} noValidate data-testid="create-invoice-form">
        <DialogTitle>{t('invoices.form.title')}</DialogTitle>
        <DialogContent dividers>
          {!canIssue ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="not-vat-registered">
              {t('invoices.form.notVatRegistered')}
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            {field('buyer_name', { required: true })}
            {field('buyer_vat_number', {
              placeholder: '3XXXXXXXXXXXXX3',
              slotProps: { htmlInput: { dir: 'ltr', inputMode: 'numeric' } },
            })}
            {field('buyer_address', { required: true, multiline: true, minRows: 2 }, 12)}
            {values.invoice_type === 'standard' ? (
              <>
                {field('buyer_id_scheme', {
                  select: true,
                  children: [
                    <MenuItem key="" value="">
                      {t('invoices.form.none')}
                    </MenuItem>,
                    ...BUYER_ID_SCHEMES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {t(`invoices.form.idSchemes.${s}`)}
                      </MenuItem>
                    )),
                  ],
                })}
                {field('buyer_id')}
              </>
            ) : null}
            {field('invoice_description_en', {
              required: true,
              multiline: true,
              slotProps: { htmlInput: { dir: 'ltr' } },
            })}
            {field('invoice_description_ar', { required: true, multiline: true, ...rtl })}
            {field('amount', { required: true, ...money }, 4)}
            {field('discount_percentage', money, 4)}
            {field('shipping_amount', money, 4)}
            {field('invoice_type', {
              select: true,
              children: [
                <MenuItem key="standard" value="standard">
                  {t('invoices.form.standard')}
                </MenuItem>,
                <MenuItem key="simplified" value="simplified">
                  {t('invoices.form.simplified')}
                </MenuItem>,
              ],
            })}
            {field('payment_method', {
              select: true,
              children: PAYMENT_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`invoices.payment.${m}`)}
                </MenuItem>
              )),
            })}
            {field('reference_number')}
            {field('supply_date', { type: 'date', slotProps: { inputLabel: { shrink: true } } }, 3)}
            {field('due_date', { type: 'date', slotProps: { inputLabel: { shrink: true } } }, 3)}
            {field('notes', { multiline: true })}
            {field('notes_ar', { multiline: true, ...rtl })}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('invoices.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !canIssue}>
            {pending ? t('invoices.form.creating') : t('invoices.form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
