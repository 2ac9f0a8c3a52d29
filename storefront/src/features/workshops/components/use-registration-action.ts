import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context';

/** An organiser's write on one registration (a refund, a transfer back confirmed): says so, refreshes the
 * registrations list and closes its dialog; a refusal stays on the mutation for the dialog to show by field. */
export function useRegistrationAction(action: () => Promise<unknown>, done: string, onClose: () => void) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      toast({ title: done, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['/api/workshops/registrations'] });
      onClose();
    },
  });
}
