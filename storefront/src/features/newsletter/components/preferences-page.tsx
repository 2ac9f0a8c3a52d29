import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtPreferences } from '../../../components/art-preferences';
import { DownloadMyData } from '../../../components/download-my-data';
import { EmailNotifications } from '../../../components/email-notifications';
import { MailLanguage } from '../../../components/mail-language';
import { PrivacySettings } from '../../../components/privacy-settings';
import { SaveOutcome } from '../../../components/settings-card';
import { LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { preferencesQuery, savePreferences, TOPICS, type Preferences, type Topic } from '../api/newsletter-api';

type Form = { subscribed: boolean; language: 'en' | 'ar'; topics: Topic[]; openTracking: boolean };
const formOf = (p: Preferences): Form => ({
  subscribed: p.status === 'pending' || p.status === 'confirmed',
  language: p.language,
  topics: p.topics,
  openTracking: p.openTracking,
});

/**
 * /preferences: the member's newsletter (on or off, with a confirmation mailed to their account address when
 * turned on), its topics and the language of the mail. Transactional mails (welcome, decisions, registrations)
 * cannot be switched off: they are part of the service; the person picks their language below. Below that come
 * the kinds of optional mail the person receives, their art preferences and privacy settings, and the request for their data (PDPL access).
 */
export default function PreferencesPage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.preferences.title'));
  const client = useQueryClient();
  const current = useQuery(preferencesQuery);
  // What the person changed, over what the server holds.
  const [edits, setForm] = useState<Form | null>(null);
  const form = edits ?? (current.data ? formOf(current.data) : null);
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      client.setQueryData(preferencesQuery.queryKey, saved);
      setForm(formOf(saved));
    },
  });
  const title = (
    <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
      {t('newsletter.preferences.title')}
    </Typography>
  );
  if (current.isError || !current.data || !form)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        {title}
        {current.isError ? <LoadError /> : <CircularProgress aria-label={t('newsletter.working')} />}
      </Container>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  const toggle = (topic: Topic) =>
    setForm({
      ...form,
      topics: form.topics.includes(topic) ? form.topics.filter((x) => x !== topic) : [...form.topics, topic],
    });
  const status = save.data?.status ?? current.data.status;
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      {title}
      <Typography sx={{ mb: 3 }}>{t('newsletter.preferences.intro', { email: current.data.email ?? '' })}</Typography>
      <Paper component="form" variant="outlined" sx={{ p: 3 }} onSubmit={onSubmit} aria-labelledby="newsletter-prefs">
        <Typography id="newsletter-prefs" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('newsletter.preferences.newsletter')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="newsletter-status">
          {t(`newsletter.preferences.status.${status}`)}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={form.subscribed} onChange={(e) => setForm({ ...form, subscribed: e.target.checked })} />
          }
          label={t('newsletter.preferences.receive')}
        />
        <FormControlLabel
          sx={{ display: 'flex' }}
          control={
            <Checkbox
              checked={form.openTracking}
              onChange={(e) => setForm({ ...form, openTracking: e.target.checked })}
            />
          }
          label={t('newsletter.preferences.openTracking')}
        />
        <FormControl component="fieldset" sx={{ display: 'block', mt: 2 }}>
          <FormLabel component="legend">{t('newsletter.preferences.topics')}</FormLabel>
          <FormGroup>
            {TOPICS.map((topic) => (
              <FormControlLabel
                key={topic}
                control={<Checkbox checked={form.topics.includes(topic)} onChange={() => toggle(topic)} />}
                label={t(`newsletter.topics.${topic}`)}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl component="fieldset" sx={{ display: 'block', mt: 2 }}>
          <FormLabel component="legend">{t('newsletter.preferences.language')}</FormLabel>
          <RadioGroup
            row
            value={form.language}
            onChange={(e) => setForm({ ...form, language: e.target.value as 'en' | 'ar' })}
          >
            <FormControlLabel value="en" control={<Radio />} label={t('newsletter.languages.en')} />
            <FormControlLabel value="ar" control={<Radio />} label={t('newsletter.languages.ar')} />
          </RadioGroup>
        </FormControl>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('newsletter.preferences.transactional')}
        </Typography>
        <SaveOutcome
          save={save}
          failed={t('newsletter.failed')}
          saved={t(
            save.data?.status === 'pending' ? 'newsletter.preferences.checkMail' : 'newsletter.preferences.saved',
          )}
        />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
          {t('newsletter.preferences.save')}
        </Button>
      </Paper>
      <EmailNotifications />
      <MailLanguage />
      <ArtPreferences />
      <PrivacySettings />
      <DownloadMyData />
    </Container>
  );
}
