import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '../../../components/layout/newsletter-form';
import { useFeatureToggles } from '../../../lib/feature-toggles';

/** The newsletter footer of the home page (SPEC section 2): the shared newsletter form under the home's own heading;
 * nothing while the newsletter is switched off. */
export function NewsletterCallout() {
  const { t } = useTranslation();
  const isOn = useFeatureToggles();
  if (!isOn('newsletter')) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="home-newsletter-title"
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <NewsletterForm
        fieldsMaxWidth={560}
        source="home"
        heading={
          <>
            <Typography id="home-newsletter-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
              {t('home.newsletter.title')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('home.newsletter.body')}</Typography>
          </>
        }
      />
    </Paper>
  );
}
