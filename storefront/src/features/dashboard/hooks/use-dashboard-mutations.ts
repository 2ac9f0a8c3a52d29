import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { profileQueryKey } from '../../../lib/session/profile';
import { favoritesQuery, meStatsQuery, receivedInquiriesQuery } from '../api/dashboard-queries';
import { removeFavorite, respondToInquiry, updateProfile, type ProfileFields } from '../api/dashboard-writes';
import { useErrorToast } from '../../../components/toast/use-error-toast';

/** Saves the profile, puts the answer in the session cache and says so (SPEC section 8, "Profile updated"). */
export function useUpdateProfile(onSaved: () => void) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ProfileFields) => updateProfile(fields),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      toast({
        title: t('dashboard.profile.updatedTitle'),
        description: t('dashboard.profile.updatedBody'),
        variant: 'success',
      });
      onSaved();
    },
  });
}

/** Removes a favourite; the list and the quick stats refresh. */
export function useRemoveFavorite() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (artworkId: string) => removeFavorite(artworkId),
    onSuccess: async () => {
      toast({ title: t('dashboard.favorites.removedTitle'), description: t('dashboard.favorites.removedBody') });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: meStatsQuery.queryKey }),
      ]);
    },
    onError: (error) => failed(t('dashboard.errorTitle'), error, t('dashboard.favorites.error')),
  });
}

/** The owner answers an inquiry; the received list refreshes. */
export function useRespondToInquiry(onDone: () => void) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: string }) => respondToInquiry(id, response),
    onSuccess: async () => {
      toast({
        title: t('dashboard.received.sentTitle'),
        description: t('dashboard.received.sentBody'),
        variant: 'success',
      });
      onDone();
      await queryClient.invalidateQueries({ queryKey: receivedInquiriesQuery.queryKey });
    },
  });
}
