import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { errorMessage } from '../lib/api-error';

interface Props<K extends string> {
  /** The section's id and the prefix of its texts: `<id>.title`, `<id>.<key>`, `<id>.saved`, `<id>.failed`. */
  id: string;
  keys: readonly K[];
  /** What the account holds. */
  held: Record<K, boolean>;
  /** Saves the switches sent; the others keep their value. */
  save: UseMutationResult<unknown, Error, Partial<Record<K, boolean>>>;
  /** Shown under the switches (a link, a note). */
  children?: ReactNode;
}

/**
 * A titled group of switches on /preferences, each saved as soon as it moves, showing the value being saved
 * meanwhile, and the server's answer in the interface language.
 */
export function SettingsSwitches<K extends string>({ id, keys, held, save, children }: Props<K>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = save.isPending ? { ...held, ...save.variables } : held;
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t(`${id}.title`)}
      </Typography>
      <FormGroup>
        {keys.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={shown[key]}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ [key]: e.target.checked } as Partial<Record<K, boolean>>)}
              />
            }
            label={t(`${id}.${key}`)}
          />
        ))}
      </FormGroup>
      {children}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(save.error, language, t(`${id}.failed`))}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t(`${id}.saved`)}
        </Alert>
      )}
    </Paper>
  );
}
