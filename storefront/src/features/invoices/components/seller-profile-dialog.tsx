import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { HttpError } from '../../../lib/http';
import {
  profileBody,
  profileValues,
  sellerFieldOf,
  validateSellerProfile,
  type SellerField,
  type SellerProfileValues,
  type SellerProfileView,
} from './seller-profile-model';

/** The seller's VAT and CR numbers and national address, without which no tax invoice can be issued. */
export function SellerProfileDialog({
  profile,
  onClose,
  onSave,
  pending,
}: {
  profile: SellerProfileView | null;
  onClose: () => void;
  onSave: (body: ReturnType<typeof profileBody>) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState<SellerProfileValues>(() => profileValues(profile));
  const [errors, setErrors] = useState<Partial<Record<SellerField, string>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<SellerField, string>>>({});
  const messageOf = (f: SellerField) =>
    serverErrors[f] ?? (errors[f] ? t(`invoices.form.errors.${errors[f]}`) : undefined);
  const field = (name: SellerField, width = 6, rtl = false) => (
    <Grid size={{ xs: 12, sm: width }}>
      <TextField
        fullWidth
        size="small"
        name={name}
        label={t(`invoices.profile.fields.${name}`)}
        value={values[name]}
        required
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setErrors((all) => ({ ...all, [name]: undefined }));
          setServerErrors((all) => ({ ...all, [name]: undefined }));
        }}
        error={Boolean(messageOf(name))}
        helperText={messageOf(name)}
        slotProps={{ htmlInput: rtl ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr' } }}
      />
    </Grid>
  );

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const problems = validateSellerProfile(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await onSave(profileBody(values));
    } catch (error) {
      if (error instanceof HttpError && error.body?.details) {
        const byField: Partial<Record<SellerField, string>> = {};
        for (const d of error.body.details) {
          const name = d.field ? sellerFieldOf(d.field) : null;
          if (name) byField[name] = (language === 'ar' ? (d.messageAr ?? d.message) : d.message) ?? '';
        }
        setServerErrors(byField);
      }
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" slotProps={{ paper: { sx: { maxHeight: '90vh' } } }}>
      <form onSubmit={submit} noValidate data-testid="seller-profile-form">
        <DialogTitle>{t('invoices.profile.title')}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>{t('invoices.profile.intro')}</DialogContentText>
          <Grid container spacing={2}>
            {field('business_name')}
            {field('business_name_ar', 6, true)}
            {field('vat_number')}
            {field('cr_number')}
            {field('building_number', 3)}
            {field('street', 9)}
            {field('district', 4)}
            {field('city', 4)}
            {field('postal_code', 2)}
            {field('country_code', 2)}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('invoices.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('invoices.profile.saving') : t('invoices.profile.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
