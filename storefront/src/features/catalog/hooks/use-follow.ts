import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useSession } from '../../../lib/session/use-session';
import { follow, followCheckQuery, followsKey, meStatsKey, unfollow, type FollowType } from '../api/community';
import { artistKey, galleryKey } from '../api/profiles';

/** Follow or unfollow an artist or a gallery; signed-out visitors are asked to sign in. */
export function useFollow(type: FollowType, id: string) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signedIn';
  const check = useQuery(followCheckQuery(type, id, signedIn));
  const isFollowing = check.data?.isFollowing ?? false;

  const mutation = useMutation({
    mutationFn: (next: boolean) => (next ? follow(type, id) : unfollow(type, id)),
    onSuccess: (_, next) => {
      const checkKey = followCheckQuery(type, id, true).queryKey;
      queryClient.setQueryData(checkKey, { isFollowing: next });
      toast({
        title: t(next ? 'catalog.follow.followedTitle' : 'catalog.follow.unfollowedTitle'),
        variant: next ? 'success' : 'default',
      });
      // The profile's follower count comes with the profile.
      // Not awaited: the toggle is usable again at once, while the lists refresh behind it.
      void Promise.all([
        // The check we just set is not fetched again at once: the read model may not have caught up yet.
        queryClient.invalidateQueries({ queryKey: checkKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: followsKey, predicate: (q) => q.queryKey[1] !== 'check' }),
        queryClient.invalidateQueries({ queryKey: meStatsKey }),
        queryClient.invalidateQueries({ queryKey: type === 'artist' ? artistKey(id) : galleryKey(id) }),
      ]);
    },
    onError: () =>
      toast({ title: t('catalog.common.errorTitle'), description: t('catalog.follow.error'), variant: 'destructive' }),
  });

  const toggle = () => {
    if (!signedIn) {
      toast({
        title: t('catalog.follow.loginTitle'),
        description: t('catalog.follow.loginBody'),
        variant: 'destructive',
      });
      return;
    }
    if (!mutation.isPending) mutation.mutate(!isFollowing);
  };

  return { isFollowing, toggle, pending: mutation.isPending };
}
