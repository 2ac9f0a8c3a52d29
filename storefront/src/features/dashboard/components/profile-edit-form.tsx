import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import type { Profile } from '../../../lib/session/profile';
import type { ProfileFields } from '../api/dashboard-writes';
import { serverFieldErrors } from '../../../lib/field-errors';
import { useUpdateProfile } from '../hooks/use-dashboard-mutations';
import { validateProfile } from './profile-validation';

const fieldOrder = ['firstName', 'lastName', 'phone', 'location', 'bio'] as const;

const initialFields = (profile: Profile): ProfileFields => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phone: profile.phone ?? '',
  location: profile.location ?? '',
  bio: profile.bio ?? '',
});

/** Edit mode: prefilled; save returns to view mode with a toast; cancel discards the changes. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [fields, setFields] = useState(() => initialFields(profile));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const save = useUpdateProfile(onDone);
  const errors = { ...serverFieldErrors(save.error, language), ...clientErrors };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateProfile(fields);
    setClientErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(p.key, p.values)])));
    if (Object.keys(problems).length === 0) save.mutate(fields);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('dashboard.profile.editTitle')}>
      {save.isError && Object.keys(serverFieldErrors(save.error, language)).length === 0 ? (
        <Alert severity="error">{errorMessage(save.error, language, t('dashboard.profile.saveFailed'))}</Alert>
      ) : null}
      {fieldOrder.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(`dashboard.profile.fields.${name}`)}
          value={fields[name]}
          onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
          error={Boolean(errors[name])}
          helperText={errors[name]}
          multiline={name === 'bio'}
          minRows={name === 'bio' ? 3 : undefined}
          type={name === 'phone' ? 'tel' : 'text'}
          slotProps={name === 'phone' ? { htmlInput: { dir: 'ltr' } } : undefined}
          size="small"
          fullWidth
        />
      ))}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('dashboard.profile.save')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('dashboard.profile.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
