import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/tab-states';
import { myCommissionsQuery, type Commission } from '../api/commissions-api';
import { CommissionCard } from './commission-card';

function Section({ title, items, testId }: { title: string; items: Commission[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {items.map((c) => (
          <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <CommissionCard commission={c} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}

/** The signed-in person's commissions: the requests they posted and the ones they bid on. */
export function MyCommissions() {
  const { t } = useTranslation();
  const mine = useQuery(myCommissionsQuery);
  if (mine.isError) return <LoadError />;
  if (!mine.data) return null;
  const { asCollector, asArtist } = mine.data;
  return (
    <Stack spacing={4}>
      {asCollector.length === 0 && asArtist.length === 0 && <Alert severity="info">{t('commissions.noneMine')}</Alert>}
      <Section title={t('commissions.asCollector')} items={asCollector} testId="my-requests" />
      <Section title={t('commissions.asArtist')} items={asArtist} testId="my-bids" />
    </Stack>
  );
}
