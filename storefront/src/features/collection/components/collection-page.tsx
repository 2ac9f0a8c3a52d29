import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { ArtworkGrid } from '../../catalog';
import { publicCollectionQuery } from '../api/collection-api';

/**
 * /collectors/:id: the works a collector bought and won, when they chose to show them (on /preferences). A private
 * collection and an unknown person read alike, as the API answers them alike.
 */
export default function CollectionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(publicCollectionQuery(id));
  const name = query.data?.collector.name;
  const title = name ? t('collection.titleOf', { name }) : t('collection.title');
  usePageTitle(title);
  const heading = (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
  );
  if (query.isPending)
    return (
      <PageContainer testId="collection">
        {heading}
        <Stack role="status" aria-label={t('common.loading')}>
          <LinearProgress />
        </Stack>
      </PageContainer>
    );
  if (query.isError) {
    const hidden = query.error instanceof HttpError && [400, 404].includes(query.error.status);
    return (
      <PageContainer testId="collection">
        {heading}
        {hidden ? (
          <Alert severity="info">{t('collection.private')}</Alert>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {t('collection.retry')}
              </Button>
            }
          >
            {t('collection.loadFailed')}
          </Alert>
        )}
      </PageContainer>
    );
  }
  const { items, total } = query.data;
  return (
    <PageContainer testId="collection">
      {heading}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('collection.count', { count: total, n: formatNumber(total, language) })}
      </Typography>
      {items.length === 0 ? (
        <Alert severity="info">{t('collection.empty')}</Alert>
      ) : (
        <ArtworkGrid artworks={items} label={title} headingComponent="h2" />
      )}
    </PageContainer>
  );
}
