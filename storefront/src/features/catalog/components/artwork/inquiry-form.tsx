import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/toast/toast-context';
import { useLanguage } from '../../../../i18n/use-language';
import { errorMessage } from '../../../../lib/api-error';
import { useSession } from '../../../../lib/session/use-session';
import { inquiriesKey, meStatsKey, sendArtworkInquiry } from '../../api/community';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { LIMITS } from '../../lib/validation';

const RULES = {
  email: { required: true, email: true, max: LIMITS.emailMax },
  phone: { phone: true },
  message: { required: true, min: LIMITS.messageMin, max: LIMITS.messageMax },
};

/** The artwork inquiry form (email, phone, message) of SPEC section 2. Sending needs a signed-in visitor. */
export function InquiryForm({ artworkId }: { artworkId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const form = useValidatedForm({ email: user?.email ?? '', phone: user?.phone ?? '', message: '' }, RULES);

  const send = useMutation({
    mutationFn: () => sendArtworkInquiry(artworkId, {
      email: form.values.email.trim(),
      ...(form.values.phone.trim() ? { phone: form.values.phone.trim() } : {}),
      message: form.values.message.trim(),
    }),
    onSuccess: async () => {
      toast({ title: t('catalog.inquiry.sentTitle'), description: t('catalog.inquiry.sentBody'), variant: 'success' });
      form.reset({ email: user?.email ?? '', phone: user?.phone ?? '' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: inquiriesKey }), queryClient.invalidateQueries({ queryKey: meStatsKey })]);
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({ title: t('catalog.inquiry.errorTitle'), description: errorMessage(error, language, t('errors.generic')), variant: 'destructive' });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      toast({ title: t('catalog.inquiry.loginTitle'), description: t('catalog.inquiry.loginBody'), variant: 'destructive' });
      return;
    }
    if (form.validate()) send.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="inquiry-title" data-testid="inquiry-form">
      <Typography id="inquiry-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('catalog.inquiry.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('catalog.inquiry.intro')}</Typography>
      {!signedIn ? <Alert severity="info" role="note" sx={{ mb: 2 }}>{t('catalog.inquiry.signInHint')}</Alert> : null}
      <Stack spacing={2}>
        <TextField id="inquiry-email" label={t('catalog.inquiry.email')} required type="email" autoComplete="email" slotProps={{ htmlInput: { dir: 'ltr' } }} {...form.field('email')} />
        <TextField id="inquiry-phone" label={t('catalog.inquiry.phone')} type="tel" autoComplete="tel" slotProps={{ htmlInput: { dir: 'ltr' } }} {...form.field('phone')} />
        <TextField id="inquiry-message" label={t('catalog.inquiry.message')} required multiline minRows={4} {...form.field('message')} />
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? t('catalog.inquiry.sending') : t('catalog.inquiry.send')}
        </Button>
      </Stack>
    </form>
  );
}
