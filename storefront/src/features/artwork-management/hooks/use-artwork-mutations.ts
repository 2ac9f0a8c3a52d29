import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import {
  type ArtworkInput,
  changeAvailability,
  changePrice,
  createArtwork,
  editArtwork,
  myArtworksQuery,
  publishArtwork,
  withdrawArtwork,
} from '../api/artworks-api';
import type { Artwork, Availability } from '../api/types';
import { useErrorToast } from '../../../components/toast/use-error-toast';

/** Creates or edits a work; on success the list refreshes and the caller closes the form. */
export function useSaveArtwork(original: Artwork | null, onSaved: (artwork: Artwork) => void) {
  const id = original?.id ?? null;
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ArtworkInput) => {
      if (id === null) return createArtwork(input);
      // The artist of an existing work does not change; availability and price have their own commands.
      const { artistId: _artist, availability: _availability, price, ...changes } = input;
      const edited = await editArtwork(id, changes);
      return price === (original?.price ?? null) ? edited : changePrice(id, price);
    },
    onSuccess: async (artwork) => {
      toast({ title: t(id === null ? 'artworkManagement.created' : 'artworkManagement.saved'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: myArtworksQuery.queryKey });
      onSaved(artwork);
    },
  });
}

type Action =
  | { kind: 'publish' | 'withdraw' }
  | { kind: 'availability'; availability: Availability }
  | { kind: 'price'; price: number };

/** Publish, withdraw, availability and price: one command each; failures are toasted in the interface language. */
export function useArtworkAction(id: string) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      switch (action.kind) {
        case 'publish':
          return publishArtwork(id);
        case 'withdraw':
          return withdrawArtwork(id);
        case 'availability':
          return changeAvailability(id, action.availability);
        case 'price':
          return changePrice(id, action.price);
      }
    },
    onSuccess: async (_, action) => {
      toast({ title: t(`artworkManagement.done.${action.kind}`), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: myArtworksQuery.queryKey });
    },
    onError: (error) => failed(t('dashboard.errorTitle'), error),
  });
}
