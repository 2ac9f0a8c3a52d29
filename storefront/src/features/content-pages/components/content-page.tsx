import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/tab-states';
import { usePageTitle } from '../../../components/use-page-title';
import { useLocalized } from '../../../i18n/use-localized';
import { type ContentPageName, usePageContent, useSupportContact } from '../api/content';

function SupportContactCard() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  if (!contact) return null;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="support-contact">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('contentPages.contact')}
      </Typography>
      <Stack spacing={0.5}>
        <Link href={`mailto:${contact.supportEmail}`} dir="ltr">
          {contact.supportEmail}
        </Link>
        <Link href={`tel:${contact.supportPhone.replace(/\s/g, '')}`} dir="ltr">
          {contact.supportPhone}
        </Link>
      </Stack>
    </Paper>
  );
}

/** A static page managed in the back-office's Content tab, in the interface language. */
export function ContentPage({ page }: { page: ContentPageName }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { data, isError } = usePageContent(page);
  const title = data ? localized(data.title, data.titleAr) : t(`screens.${page}`);
  usePageTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }} data-testid={`content-${page}`}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      {isError ? (
        <LoadError />
      ) : !data ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('contentPages.loading')}>
          <Skeleton variant="text" />
          <Skeleton variant="rectangular" height={120} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Typography variant="body1" sx={{ fontSize: '1.15rem' }}>
            {localized(data.summary, data.summaryAr)}
          </Typography>
          {data.sections.map((section, i) => (
            <section key={i}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
                {localized(section.heading, section.headingAr)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{localized(section.body, section.bodyAr)}</Typography>
            </section>
          ))}
          {page === 'support' && <SupportContactCard />}
        </Stack>
      )}
    </Container>
  );
}
