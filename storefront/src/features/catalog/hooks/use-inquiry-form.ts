import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import type { Profile } from '../../../lib/session/profile';
import { useSession } from '../../../lib/session/use-session';
import { inquiriesKey, meStatsKey } from '../api/community';
import type { Rule } from '../lib/validation';
import { useValidatedForm } from './use-validated-form';
import { useErrorToast } from '../../../components/toast/use-error-toast';

/** The trimmed e-mail and phone of a contact form; an empty phone is left out of the request. */
export function contactDetails(values: { email: string; phone: string }) {
  const phone = values.phone.trim();
  return { email: values.email.trim(), ...(phone ? { phone } : {}) };
}

/**
 * The plumbing the artwork inquiry and the gallery contact form share: the form starts from the visitor's
 * own details, sending needs a signed-in visitor, the server's field messages land on their fields, and a
 * sent message refreshes the visitor's inquiries and counters. `texts` names the `catalog.<texts>` messages
 * (sentTitle, sentBody, errorTitle).
 */
export function useInquiryForm<F extends string>({
  initial,
  rules,
  send,
  texts,
  onSent,
}: {
  /** The starting values; also what the form goes back to once sent. */
  initial: (user: Profile | null) => Record<F, string>;
  rules: Record<F, Rule>;
  send: (values: Record<F, string>) => Promise<unknown>;
  texts: 'inquiry' | 'contact';
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const form = useValidatedForm(initial(user), rules);

  const mutation = useMutation({
    mutationFn: () => send(form.values),
    onSuccess: async () => {
      toast({
        title: t(`catalog.${texts}.sentTitle`),
        description: t(`catalog.${texts}.sentBody`),
        variant: 'success',
      });
      form.reset(initial(user));
      onSent?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiriesKey }),
        queryClient.invalidateQueries({ queryKey: meStatsKey }),
      ]);
    },
    onError: (error) => {
      form.showServerErrors(error);
      failed(t(`catalog.${texts}.errorTitle`), error);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      toast({
        title: t('catalog.inquiry.loginTitle'),
        description: t('catalog.inquiry.loginBody'),
        variant: 'destructive',
      });
      return;
    }
    if (form.validate()) mutation.mutate();
  };

  /** What the form's frame needs besides its texts. */
  const frame = { texts, signedIn, sending: mutation.isPending, onSubmit };
  return { form, frame };
}
