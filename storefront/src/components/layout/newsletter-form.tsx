import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { sendJson } from '../../lib/http';
import { serverFieldErrors } from '../../lib/field-errors';
import { errorMessage } from '../../lib/api-error';

/**
 * Newsletter sign-up, in the footer and on the home page: subscribes in the interface language (double opt-in:
 * the answer is the same whether or not the address is known, and says a confirmation link was mailed). Without
 * `heading` it shows the footer's own heading and names the form after it; a caller giving its own heading names
 * the surrounding section itself.
 */
export function NewsletterForm({
  heading,
  fieldsMaxWidth,
  source = 'footer',
}: { heading?: ReactNode; fieldsMaxWidth?: number; source?: 'footer' | 'home' } = {}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      sendJson<{ status: string }>('POST', '/api/newsletter/subscribe', { email: address, language, source }),
  });
  const fieldError = subscribe.isError ? serverFieldErrors(subscribe.error, language).email : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email.trim());
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={heading === undefined ? 'newsletter-title' : undefined} noValidate>
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
      {subscribe.isSuccess ? (
        <Alert severity="success" role="status">
          {t('footer.newsletter.success', { email: subscribe.variables })}
        </Alert>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={fieldsMaxWidth === undefined ? undefined : { maxWidth: fieldsMaxWidth }}
        >
          <TextField
            type="email"
            size="small"
            required
            label={t('footer.newsletter.emailLabel')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            error={Boolean(fieldError)}
            helperText={fieldError}
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
          <Button type="submit" variant="contained" color="primary" disabled={subscribe.isPending}>
            {subscribe.isPending ? t('footer.newsletter.sending') : t('footer.newsletter.subscribe')}
          </Button>
        </Stack>
      )}
      {subscribe.isError && !fieldError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(subscribe.error, language, t('footer.newsletter.failed'))}
        </Alert>
      )}
    </form>
  );
}
