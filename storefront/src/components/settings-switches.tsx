import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome, SettingsCard } from './settings-card';

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
  const shown = save.isPending ? { ...held, ...save.variables } : held;
  return (
    <SettingsCard id={`${id}-title`} title={t(`${id}.title`)}>
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
      <SaveOutcome save={save} failed={t(`${id}.failed`)} saved={t(`${id}.saved`)} />
    </SettingsCard>
  );
}
