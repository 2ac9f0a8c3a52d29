import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The text inputs the two profile forms share: a labelled field bound to one key of a record of texts. */
export function TextInput<K extends string>({
  name,
  values,
  errors,
  onChange,
  multiline,
  numeric,
  required,
  half = true,
  dir,
}: {
  name: K;
  values: Record<K, string>;
  errors: Record<string, string>;
  onChange: (name: K, value: string) => void;
  multiline?: boolean;
  numeric?: boolean;
  required?: boolean;
  half?: boolean;
  /** Arabic fields are written right to left whatever the interface language. */
  dir?: 'rtl' | 'ltr';
}) {
  const { t } = useTranslation();
  return (
    <Grid size={{ xs: 12, sm: half ? 6 : 12 }}>
      <TextField
        fullWidth
        id={`profile-${name}`}
        name={name}
        label={t(`profileEditing.fields.${name}`)}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
        required={required}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        slotProps={{ htmlInput: { dir, inputMode: numeric ? 'numeric' : undefined } }}
      />
    </Grid>
  );
}

/** A form's texts from the API's document: null and absent become "". */
export function textsOf<K extends string>(keys: readonly K[], doc: object | null | undefined): Record<K, string> {
  const source = (doc ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, source[k] == null ? '' : String(source[k])])) as Record<K, string>;
}

/** A whole number typed as text, or null when blank (the server refuses anything else with a named field). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
