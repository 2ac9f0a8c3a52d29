import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '../config/constants';
import { isLanguage } from '../i18n/language';
import { rememberMailLanguage, saveMailLanguage } from '../lib/session/mail-language';
import { profileQuery } from '../lib/session/profile';
import { SaveOutcome, SettingsCard } from './settings-card';

/**
 * The language of the signed-in person's e-mails (orders, verification, messages), saved as soon as it is picked.
 * Each language is named in its own words, marked with its `lang`. Until the person chooses, English applies.
 */
export function MailLanguage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const profile = useQuery(profileQuery);
  const save = useMutation({
    mutationFn: saveMailLanguage,
    onSuccess: (saved) => rememberMailLanguage(client, saved),
  });
  if (!profile.data) return null;
  const value: Language = save.isPending ? save.variables : (profile.data.language ?? 'en');
  return (
    <SettingsCard id="mail-language-title" title={t('mailLanguage.title')} explanation={t('mailLanguage.explanation')}>
      <RadioGroup
        row
        aria-labelledby="mail-language-title"
        value={value}
        onChange={(e) => {
          if (isLanguage(e.target.value)) save.mutate(e.target.value);
        }}
      >
        {supportedLanguages.map((l) => (
          <FormControlLabel
            key={l}
            value={l}
            control={<Radio />}
            label={<span lang={l}>{t(`language.endonyms.${l}`)}</span>}
            disabled={save.isPending}
          />
        ))}
      </RadioGroup>
      <SaveOutcome save={save} failed={t('mailLanguage.failed')} saved={t('mailLanguage.saved')} />
    </SettingsCard>
  );
}
