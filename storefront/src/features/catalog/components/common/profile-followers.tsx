import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followersQuery, type FollowType } from '../../api/community';

/**
 * An artist's or gallery's followers on its public page: how many follow it, and the names ("First L.") of those
 * who chose to be shown in followers lists, newest first, a page at a time. Nothing shows when they cannot load.
 */
export function ProfileFollowers({ type, id }: { type: FollowType; id: string }) {
  const { t } = useTranslation();
  const followers = useInfiniteQuery(followersQuery(type, id));
  const first = followers.data?.pages[0];
  if (!first) return null;
  const names = followers.data!.pages.flatMap((page) => page.items.map((item) => item.name));
  const unnamed = first.total - first.named;
  return (
    <Stack component="section" aria-labelledby={`followers-${id}`} spacing={0.5}>
      <Typography id={`followers-${id}`} variant="h2" sx={{ fontSize: '1rem' }}>
        {t('catalog.followers.title')}
      </Typography>
      <Typography color="text.secondary">{t('catalog.followers.count', { count: first.total })}</Typography>
      {names.length > 0 && (
        <Typography component="ul" aria-label={t('catalog.followers.title')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {names.map((name, i) => (
            <Typography component="li" key={`${i}-${name}`} sx={{ display: 'inline' }}>
              {i > 0 ? t('catalog.followers.separator') : ''}
              {name}
            </Typography>
          ))}
        </Typography>
      )}
      {unnamed > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('catalog.followers.unnamed', { count: unnamed })}
        </Typography>
      )}
      {followers.hasNextPage && (
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          disabled={followers.isFetchingNextPage}
          onClick={() => void followers.fetchNextPage()}
        >
          {t('catalog.followers.more')}
        </Button>
      )}
    </Stack>
  );
}
