import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, type Language } from '../config/constants';
import { isLanguage } from '../i18n/language';
import { useLanguage } from '../i18n/use-language';
import { errorMessage } from '../lib/api-error';
import { rememberMailLanguage, saveMailLanguage } from '../lib/session/mail-language';
import { profileQuery } from '../lib/session/profile';

/**
 * The language of the signed-in person's e-mails (orders, verification, messages), saved as soon as it is picked.
 * Each language is named in its own words, marked with its `lang`. Until the person chooses, English applies.
 */
export function MailLanguage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const profile = useQuery(profileQuery);
  const save = useMutation({
    mutationFn: saveMailLanguage,
    onSuccess: (saved) => rememberMailLanguage(client, saved),
  });
  if (!profile.data) return null;
  const value: Language = save.isPending ? save.variables : (profile.data.language ?? 'en');
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="mail-language-title">
      <Typography id="mail-language-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('mailLanguage.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('mailLanguage.explanation')}
      </Typography>
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
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(save.error, language, t('mailLanguage.failed'))}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('mailLanguage.saved')}
        </Alert>
      )}
    </Paper>
  );
}
