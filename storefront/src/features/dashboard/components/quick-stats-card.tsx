import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatNumber } from '../../../lib/format';
import { meStatsQuery } from '../api/dashboard-queries';
import { TitledCard } from '../../../components/titled-card';

const badges = ['favorites', 'inquiries', 'profileViews'] as const;

/** SPEC section 2: badges for favourites, inquiries and profile views (GET /api/me/stats). */
export function QuickStatsCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const stats = useQuery(meStatsQuery);
  return (
    <TitledCard testId="quick-stats" title={t('dashboard.stats.title')}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {badges.map((key) => (
          <Stack
            component="li"
            key={key}
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography>{t(`dashboard.stats.${key}`)}</Typography>
            {stats.isPending ? (
              <Skeleton width={40} />
            ) : (
              <Chip
                size="small"
                color="secondary"
                data-testid={`badge-${key}`}
                label={formatNumber(stats.data?.[key] ?? 0, language)}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </TitledCard>
  );
}
