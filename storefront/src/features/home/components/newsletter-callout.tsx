import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';

/** The newsletter footer of the home page (SPEC section 2): an e-mail field and a subscribe button. */
export function NewsletterCallout() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The newsletter capability is not built yet; the shared footer answers the same way.
    toast({ title: t('footer.newsletter.soonTitle'), description: t('footer.newsletter.soonBody') });
  };
  return (
    <Paper component="section" aria-labelledby="home-newsletter-title" variant="outlined" sx={{ p: { xs: 3, md: 4 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
      <form onSubmit={onSubmit}>
        <Typography id="home-newsletter-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {t('home.newsletter.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('home.newsletter.body')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ maxWidth: 560 }}>
          <TextField
            type="email"
            size="small"
            label={t('footer.newsletter.emailLabel')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
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
    </Paper>
  );
}
