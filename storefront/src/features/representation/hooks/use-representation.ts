import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import {
  answerRepresentationRequest,
  representationRequestsQuery,
  sendRepresentationRequest,
} from '../api/representation-api';
import { useErrorToast } from '../../../components/toast/use-error-toast';

export function useSendRepresentationRequest(onSent: () => void) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ to, message }: { to: { galleryId: string } | { artistId: string }; message: string }) =>
      sendRepresentationRequest(to, message),
    onSuccess: async () => {
      toast({ title: t('representation.sent'), variant: 'success' });
      onSent();
      await queryClient.invalidateQueries({ queryKey: representationRequestsQuery.queryKey });
    },
  });
}

export function useAnswerRepresentationRequest() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' | 'withdraw' }) =>
      answerRepresentationRequest(id, answer),
    onSuccess: async (_, { answer }) => {
      toast({ title: t(`representation.done.${answer}`), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: representationRequestsQuery.queryKey });
    },
    onError: (error) => failed(t('dashboard.errorTitle'), error),
  });
}
