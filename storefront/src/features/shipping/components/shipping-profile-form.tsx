import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { CARRIERS, profileQuery, saveProfile, type ShippingProfile } from '../api/shipping-api';

type Values = Record<keyof ShippingProfile, string>;
const FIELDS: Array<keyof ShippingProfile> = [
  'businessName',
  'contactPerson',
  'contactPhone',
  'contactEmail',
  'domesticRate',
  'internationalRate',
  'handlingDays',
  'defaultCarrier',
  'notes',
];
const RATES = ['domesticRate', 'internationalRate'];

/** The form shows rates in riyals; the API keeps halalas. */
const valuesOf = (p: ShippingProfile | null): Values =>
  Object.fromEntries(
    FIELDS.map((f) => {
      const v = p?.[f];
      if (v === undefined || v === null) return [f, f === 'defaultCarrier' ? 'sandbox' : ''];
      return [f, RATES.includes(f) ? String((v as number) / 100) : String(v)];
    }),
  ) as Values;

function bodyOf(v: Values): { body: ShippingProfile | null; problems: Partial<Values> } {
  const problems: Partial<Values> = {};
  for (const f of ['businessName', 'contactPerson', 'contactPhone', 'contactEmail'] as const)
    if (v[f].trim() === '') problems[f] = 'required';
  const halalas = (text: string) => Math.round(Number(text) * 100);
  for (const f of ['domesticRate', 'internationalRate'] as const)
    if (v[f].trim() === '' || !(Number(v[f]) >= 0)) problems[f] = 'amount';
  if (!/^\d+$/.test(v.handlingDays) || Number(v.handlingDays) < 1 || Number(v.handlingDays) > 60)
    problems.handlingDays = 'days';
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    body: {
      businessName: v.businessName.trim(),
      contactPerson: v.contactPerson.trim(),
      contactPhone: v.contactPhone.trim(),
      contactEmail: v.contactEmail.trim(),
      domesticRate: halalas(v.domesticRate),
      internationalRate: halalas(v.internationalRate),
      handlingDays: Number(v.handlingDays),
      defaultCarrier: v.defaultCarrier,
      notes: v.notes.trim() || null,
    },
    problems,
  };
}

/** The seller's shipping profile (SPEC section 3: every field), checked here and again by the server. */
export function ShippingProfileForm({ profile, onSaved }: { profile: ShippingProfile | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      onSaved();
    },
    onError: (error) => setErrors(serverFieldErrors(error, language)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { body, problems } = bodyOf(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, code]) => [f, t(`shipping.errors.${code}`)])));
    if (body) save.mutate(body);
  }

  const field = (name: keyof ShippingProfile, width = 6) => (
    <Grid size={{ xs: 12, sm: width }} key={name}>
      <TextField
        fullWidth
        size="small"
        name={name}
        label={t(`shipping.profile.fields.${name}`)}
        value={values[name]}
        required={name !== 'notes'}
        select={name === 'defaultCarrier'}
        multiline={name === 'notes'}
        type={['domesticRate', 'internationalRate', 'handlingDays'].includes(name) ? 'number' : 'text'}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setErrors(({ [name]: _gone, ...rest }) => rest);
        }}
        error={Boolean(errors[name])}
        helperText={errors[name]}
      >
        {name === 'defaultCarrier'
          ? CARRIERS.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`shipping.carriers.${c}`)}
              </MenuItem>
            ))
          : undefined}
      </TextField>
    </Grid>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="shipping-profile-form">
      <Grid container spacing={2}>
        {FIELDS.map((f) => field(f, f === 'notes' ? 12 : f === 'handlingDays' || f.endsWith('Rate') ? 4 : 6))}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('shipping.profile.saving') : t('shipping.profile.save')}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
