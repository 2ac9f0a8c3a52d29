import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useSession } from '../../../lib/session/use-session';
import { addFavorite, favoriteCheckQuery, favoritesKey, meStatsKey, removeFavorite } from '../api/community';

/**
 * The favourite toggle of SPEC sections 4, 5 and 8: signed out → the destructive login-required toast; a
 * favourite is created or deleted, then the check and the favourites list refresh; a failure shows the
 * favourites error toast; a removal says "Removed from favorites".
 */
export function useFavorite(artworkId: string) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const check = useQuery(favoriteCheckQuery(artworkId, signedIn));
  const isFavorite = check.data?.isFavorite ?? false;

  const mutation = useMutation({
    mutationFn: (next: boolean) => (next ? addFavorite(artworkId) : removeFavorite(artworkId)),
    onSuccess: (_, next) => {
      const checkKey = favoriteCheckQuery(artworkId, true).queryKey;
      queryClient.setQueryData(checkKey, { isFavorite: next });
      toast(
        next
          ? {
              title: t('catalog.favorite.addedTitle'),
              description: t('catalog.favorite.addedBody'),
              variant: 'success',
            }
          : { title: t('catalog.favorite.removedTitle'), description: t('catalog.favorite.removedBody') },
      );
      // Read models follow the write a moment later: the check we just set is marked stale but not fetched
      // again at once (an immediate refetch can still read the old answer); the list and the counts refetch.
      // Not awaited: the toggle is usable again at once, while the lists refresh behind it.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: checkKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: favoritesKey, predicate: (q) => q.queryKey[1] !== artworkId }),
        queryClient.invalidateQueries({ queryKey: meStatsKey }),
      ]);
    },
    onError: () =>
      toast({
        title: t('catalog.common.errorTitle'),
        description: t('catalog.favorite.error'),
        variant: 'destructive',
      }),
  });

  const toggle = () => {
    if (!signedIn) {
      toast({
        title: t('catalog.favorite.loginTitle'),
        description: t('catalog.favorite.loginBody'),
        variant: 'destructive',
      });
      return;
    }
    if (!mutation.isPending) mutation.mutate(!isFavorite);
  };

  return { isFavorite, toggle, pending: mutation.isPending || (signedIn && check.isPending) };
}
