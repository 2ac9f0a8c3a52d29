import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './page-container';

/** Placeholder of a profile or detail page while it loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <PageContainer testId="profile-skeleton">
      <Stack spacing={2} role="status" aria-label={t('common.loading')}>
        <Skeleton variant="rectangular" height={220} />
        <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rectangular" height={120} />
      </Stack>
    </PageContainer>
  );
}
