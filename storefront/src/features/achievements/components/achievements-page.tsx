import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryPage } from '../../../components/query-page';
import { usePageTitle } from '../../../components/use-page-title';
import { useLanguage } from '../../../i18n/use-language';
import { useLocalized } from '../../../i18n/use-localized';
import { formatDate, formatNumber } from '../../../lib/format';
import { achievementsQuery, type EarnedBadge, type LockedBadge } from '../api/achievements-api';
import { BadgeIcon } from './badge-icon';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
};

function BadgeCard({ badge, earned }: { badge: EarnedBadge | LockedBadge; earned: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const local = useLocalized();
  const name = local(badge.name, badge.nameAr);
  const progress = 'progress' in badge ? badge.progress : null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, opacity: earned ? 1 : 0.75 }}
      data-testid={earned ? 'badge-earned' : 'badge-locked'}
      aria-label={name}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <BadgeIcon earned={earned} />
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {local(badge.description, badge.descriptionAr)}
          </Typography>
          {'earnedAt' in badge ? (
            <Typography variant="caption" data-testid="badge-date">
              {t('achievements.earnedOn', { date: formatDate(badge.earnedAt, language) })}
            </Typography>
          ) : null}
          {progress ? (
            <Box>
              {/* A drawn bar, not a progressbar role: that role means "still loading" to the app's layout checks;
                  the figures below say the same in words. */}
              <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }} aria-hidden>
                <Box
                  sx={{
                    height: '100%',
                    width: `${(100 * progress.current) / progress.goal}%`,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
              <Typography
                variant="caption"
                data-testid="badge-progress"
                aria-label={t('achievements.progressLabel', {
                  name,
                  current: formatNumber(progress.current, language),
                  goal: formatNumber(progress.goal, language),
                })}
              >
                {t('achievements.progress', {
                  current: formatNumber(progress.current, language),
                  goal: formatNumber(progress.goal, language),
                })}
              </Typography>
            </Box>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /achievements/:id (a user id): the badges earned, with their dates, then the ones still to earn. */
export default function AchievementsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(achievementsQuery(id));
  const title = t('achievements.title');
  usePageTitle(title);
  return (
    <QueryPage
      testId="achievements"
      title={title}
      query={query}
      missing={{ text: t('achievements.notFound'), severity: 'warning' }}
      failed={{ text: t('achievements.loadFailed'), retry: t('achievements.retry') }}
    >
      {({ earned, locked, total }) => (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="achievements-summary">
            {t('achievements.summary', {
              earned: formatNumber(earned.length, language),
              total: formatNumber(total, language),
            })}
          </Typography>
          <Stack spacing={4}>
            <section aria-labelledby="achievements-earned">
              <Typography variant="h5" component="h2" id="achievements-earned" sx={{ mb: 2 }}>
                {t('achievements.earned')}
              </Typography>
              {earned.length === 0 ? (
                <Typography color="text.secondary">{t('achievements.noneYet')}</Typography>
              ) : (
                <Box sx={grid}>
                  {earned.map((b) => (
                    <BadgeCard key={b.id} badge={b} earned />
                  ))}
                </Box>
              )}
            </section>
            {locked.length > 0 ? (
              <section aria-labelledby="achievements-locked">
                <Typography variant="h5" component="h2" id="achievements-locked" sx={{ mb: 2 }}>
                  {t('achievements.locked')}
                </Typography>
                <Box sx={grid}>
                  {locked.map((b) => (
                    <BadgeCard key={b.id} badge={b} earned={false} />
                  ))}
                </Box>
              </section>
            ) : null}
          </Stack>
        </>
      )}
    </QueryPage>
  );
}
