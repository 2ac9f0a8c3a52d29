import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useSession } from '../../../lib/session/use-session';
import { like, likesQuery, unlike } from '../api/community';

/** The like toggle with its count; signed-out visitors are asked to sign in. */
export function useLike(artworkId: string) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSession().status === 'signedIn';
  const likes = useQuery(likesQuery(artworkId));
  const isLiked = signedIn && (likes.data?.isLiked ?? false);

  const mutation = useMutation({
    mutationFn: (next: boolean) => (next ? like(artworkId) : unlike(artworkId)),
    onSuccess: (_, next) => {
      // Counted here rather than refetched at once: the read model follows the write a moment later.
      const key = likesQuery(artworkId).queryKey;
      queryClient.setQueryData(key, (old: { likes: number; isLiked: boolean } | undefined) => ({
        likes: Math.max(0, (old?.likes ?? 0) + (next === Boolean(old?.isLiked) ? 0 : next ? 1 : -1)),
        isLiked: next,
      }));
      return queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    },
    onError: () =>
      toast({ title: t('catalog.common.errorTitle'), description: t('catalog.like.error'), variant: 'destructive' }),
  });

  const toggle = () => {
    if (!signedIn) {
      toast({ title: t('catalog.like.loginTitle'), description: t('catalog.like.loginBody'), variant: 'destructive' });
      return;
    }
    if (!mutation.isPending) mutation.mutate(!isLiked);
  };

  return { count: likes.data?.likes ?? 0, isLiked, toggle, pending: mutation.isPending };
}
