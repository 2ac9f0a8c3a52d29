import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import type { Language } from '../../../config/constants';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';
import { TextInput } from './profile-form-parts';

type InputOptions = { required?: boolean; multiline?: boolean; numeric?: boolean; dir?: 'rtl' | 'ltr' };

/**
 * The texts of a profile form, their field messages, the check of the fields a new profile needs, `input`, a text
 * field bound to one of them, and `bilingual`, a field followed by its Arabic twin (the same name ending in "Ar").
 */
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
  const input = (name: K, extra: InputOptions = {}) => (
    <TextInput name={name} values={texts} errors={errors} onChange={onChange} {...extra} />
  );
  const bilingual = (name: K & string, extra: InputOptions = {}) => (
    <>
      {input(name, extra)}
      {input(`${name}Ar` as K, { ...extra, dir: 'rtl' })}
    </>
  );
  return { texts, errors, setErrors, onChange, requireFields, input, bilingual };
}

/**
 * Saves a profile: the answer becomes the cached own profile and the public lists are read again, with a toast;
 * a refusal's messages go under the fields they name (`fieldErrors` reads them, the plain field names by default).
 */
export function useProfileSave<Saved>({
  save,
  ownKey,
  setErrors,
  fieldErrors = serverFieldErrors,
}: {
  save: (body: Record<string, unknown>) => Promise<Saved>;
  ownKey: readonly [string, string];
  setErrors: (errors: Record<string, string>) => void;
  fieldErrors?: (error: unknown, language: Language) => Record<string, string>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(ownKey, saved);
      void queryClient.invalidateQueries({ queryKey: [ownKey[0]] });
      setErrors({});
      toast({ title: t('profileEditing.saved'), variant: 'success' });
    },
    onError: (error) => setErrors(fieldErrors(error, language)),
  });
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
