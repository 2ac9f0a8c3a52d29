import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../toast/toast-context';

/**
 * Newsletter sign-up, in the footer and on the home page. Until the newsletter issue lands, subscribing says
 * it is coming soon. Without `heading` it shows the footer's own heading and names the form after it; a
 * caller giving its own heading names the surrounding section itself.
 */
export function NewsletterForm({ heading, fieldsMaxWidth }: { heading?: ReactNode; fieldsMaxWidth?: number } = {}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    toast({ title: t('footer.newsletter.soonTitle'), description: t('footer.newsletter.soonBody') });
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={heading === undefined ? 'newsletter-title' : undefined}>
      {heading ?? (
        <>
          <Typography id="newsletter-title" variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t('footer.newsletter.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2, opacity: 0.9 }}>
            {t('footer.newsletter.body')}
          </Typography>
        </>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={fieldsMaxWidth === undefined ? undefined : { maxWidth: fieldsMaxWidth }}
      >
        <TextField
          type="email"
          size="small"
          label={t('footer.newsletter.emailLabel')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          // E-mail addresses read left to right in both languages.
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          sx={{
            flex: 1,
            bgcolor: '#ffffff',
            borderRadius: 1,
            '& .MuiInputLabel-root': { color: '#4f463f' },
            '& .MuiInputLabel-root.MuiInputLabel-shrink': { bgcolor: '#ffffff', px: 0.5, borderRadius: 0.5 },
          }}
        />
        <Button type="submit" variant="contained" color="primary">
          {t('footer.newsletter.subscribe')}
        </Button>
      </Stack>
    </form>
  );
}
