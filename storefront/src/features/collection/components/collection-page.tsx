import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryPage } from '../../../components/query-page';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
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
  return (
    <QueryPage
      testId="collection"
      title={title}
      query={query}
      missing={{ text: t('collection.private'), severity: 'info' }}
      failed={{ text: t('collection.loadFailed'), retry: t('collection.retry') }}
    >
      {({ items, total }) => (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('collection.count', { count: total, n: formatNumber(total, language) })}
          </Typography>
          {items.length === 0 ? (
            <Alert severity="info">{t('collection.empty')}</Alert>
          ) : (
            <ArtworkGrid artworks={items} label={title} headingComponent="h2" />
          )}
        </>
      )}
    </QueryPage>
  );
}
