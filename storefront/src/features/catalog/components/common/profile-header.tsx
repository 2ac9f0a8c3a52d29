import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../lib/http-status';
import { FollowButton } from '../shared/follow-button';
import { ErrorState } from './list-states';
import { NotFoundState } from './not-found-state';
import { PageContainer } from '../../../../components/page-container';
import { ShareButton } from './share-button';
import { ProfileFollowers } from './profile-followers';

/**
 * The top of an artist or gallery profile: the picture, the name as the page heading, where they are, the
 * featured mark, its followers, and the follow and share buttons.
 */
export function ProfileHeader({
  type,
  id,
  name,
  picture,
  place,
  featured,
}: {
  type: 'artist' | 'gallery';
  id: string;
  name: string | undefined;
  picture: ReactNode;
  /** Already translated; nothing is shown without it. */
  place: string | null | undefined;
  featured: boolean | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      {picture}
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography variant="h1" component="h1">
          {name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {place ? <Typography color="text.secondary">{place}</Typography> : null}
          {featured ? <Chip size="small" color="secondary" label={t('catalog.common.featured')} /> : null}
        </Stack>
        <ProfileFollowers type={type} id={id} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <FollowButton type={type} id={id} />
        <ShareButton title={name ?? ''} />
      </Stack>
    </Stack>
  );
}

const SCREENS = { artists: 'screens.artistProfile', galleries: 'screens.galleryProfile' } as const;

/** A profile that could not load: "not found" with a way back to the list, or the error with a retry. */
export function ProfileLoadError({
  kind,
  error,
  onRetry,
}: {
  kind: 'artists' | 'galleries';
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isNotFound(error))
    return (
      <NotFoundState
        title={t(`catalog.${kind}.notFound`)}
        backTo={`/${kind}`}
        backLabel={t(`catalog.${kind}.backToList`)}
      />
    );
  return (
    <PageContainer>
      <Typography variant="h1" component="h1">
        {t(SCREENS[kind])}
      </Typography>
      <ErrorState title={t(`catalog.${kind}.loadOneError`)} onRetry={onRetry} />
    </PageContainer>
  );
}
