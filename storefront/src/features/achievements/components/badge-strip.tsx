import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useLocalized } from '../../../i18n/use-localized';
import { formatDate, formatNumber } from '../../../lib/format';
import { achievementsQuery } from '../api/achievements-api';
import { BadgeIcon } from './badge-icon';

/**
 * A public profile's badges, compact: the earned ones as chips and a link to the full page. Profiles without an
 * account (`userId` null) have none; while loading, or when the badges cannot be had, it shows nothing.
 */
export function BadgeStrip({ userId }: { userId: string | null | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const local = useLocalized();
  const query = useQuery({ ...achievementsQuery(userId ?? ''), enabled: Boolean(userId) });
  if (!userId || !query.data) return null;
  const { earned, total } = query.data;
  return (
    <Stack spacing={1} sx={{ my: 2 }} data-testid="badge-strip" component="section" aria-labelledby="badge-strip">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" id="badge-strip">
          {t('achievements.strip.title', {
            earned: formatNumber(earned.length, language),
            total: formatNumber(total, language),
          })}
        </Typography>
        <Link component={RouterLink} to={`/achievements/${userId}`} data-testid="badge-strip-link">
          {t('achievements.strip.all')}
        </Link>
      </Stack>
      {earned.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {earned.map((b) => (
            <Chip
              key={b.id}
              icon={<BadgeIcon earned size={18} />}
              label={local(b.name, b.nameAr)}
              title={`${local(b.description, b.descriptionAr)} (${formatDate(b.earnedAt, language)})`}
              variant="outlined"
              size="small"
            />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('achievements.noneYet')}
        </Typography>
      )}
    </Stack>
  );
}
