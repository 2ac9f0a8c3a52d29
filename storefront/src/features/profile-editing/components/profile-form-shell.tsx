import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';

/** The texts of a profile form, their field messages, and the check of the fields a new profile needs. */
export function useProfileTexts<K extends string>(initial: () => Record<K, string>) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onChange = (name: K, value: string) => setTexts((v) => ({ ...v, [name]: value }));
  /** Names the blank required fields; true when none is blank. */
  const requireFields = (keys: readonly K[]) => {
    const missing: Record<string, string> = {};
    for (const key of keys) if (!texts[key].trim()) missing[key] = t('profileEditing.required');
    setErrors(missing);
    return Object.keys(missing).length === 0;
  };
  return { texts, errors, setErrors, onChange, requireFields };
}

/** A profile form: its fields, the failure the server gave without naming a field, and the save button. */
export function ProfileFormShell({
  label,
  testId,
  isNew,
  pending,
  failure,
  onSubmit,
  children,
}: {
  label: string;
  testId: string;
  isNew: boolean;
  pending: boolean;
  /** The failed save's error when no field message explains it. */
  failure: unknown;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      data-testid={testId}
    >
      {children}
      {failure ? <Alert severity="error">{errorMessage(failure, language, t('profileEditing.failed'))}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" loading={pending}>
          {isNew ? t('profileEditing.create') : t('profileEditing.save')}
        </Button>
      </div>
    </Stack>
  );
}
