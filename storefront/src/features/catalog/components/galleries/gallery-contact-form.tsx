import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
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
import { inquiriesKey, meStatsKey, sendGalleryInquiry, type InquiryType } from '../../api/community';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { LIMITS } from '../../lib/validation';

export const INQUIRY_TYPES: InquiryType[] = ['general', 'artwork', 'exhibition', 'press', 'partnership'];

const RULES = {
  name: { required: true, max: LIMITS.nameMax },
  email: { required: true, email: true, max: LIMITS.emailMax },
  phone: { phone: true },
  subject: { required: true, max: LIMITS.subjectMax },
  message: { required: true, min: LIMITS.messageMin, max: LIMITS.messageMax },
  inquiryType: { required: true },
};

/** The gallery contact form of SPEC section 2; the gallery replies within 24 hours. */
export function GalleryContactForm({ galleryId, onSent }: { galleryId: string; onSent?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const signedIn = status === 'signedIn';
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const form = useValidatedForm(
    { name: fullName, email: user?.email ?? '', phone: user?.phone ?? '', subject: '', message: '', inquiryType: 'general' },
    RULES,
  );

  const send = useMutation({
    mutationFn: () => sendGalleryInquiry(galleryId, {
      name: form.values.name.trim(),
      email: form.values.email.trim(),
      ...(form.values.phone.trim() ? { phone: form.values.phone.trim() } : {}),
      subject: form.values.subject.trim(),
      message: form.values.message.trim(),
      inquiryType: form.values.inquiryType as InquiryType,
    }),
    onSuccess: async () => {
      toast({ title: t('catalog.contact.sentTitle'), description: t('catalog.contact.sentBody'), variant: 'success' });
      form.reset({ name: fullName, email: user?.email ?? '', phone: user?.phone ?? '' });
      onSent?.();
      await Promise.all([queryClient.invalidateQueries({ queryKey: inquiriesKey }), queryClient.invalidateQueries({ queryKey: meStatsKey })]);
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({ title: t('catalog.contact.errorTitle'), description: errorMessage(error, language, t('errors.generic')), variant: 'destructive' });
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
    <form onSubmit={onSubmit} noValidate aria-labelledby="gallery-contact-title" data-testid="gallery-contact-form">
      <Typography id="gallery-contact-title" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {t('catalog.contact.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('catalog.contact.replyPromise')}</Typography>
      {!signedIn ? <Alert severity="info" role="note" sx={{ mb: 2 }}>{t('catalog.inquiry.signInHint')}</Alert> : null}
      <Stack spacing={2}>
        <TextField id="contact-name" label={t('catalog.contact.name')} required autoComplete="name" {...form.field('name')} />
        <TextField id="contact-email" label={t('catalog.contact.email')} required type="email" autoComplete="email" slotProps={{ htmlInput: { dir: 'ltr' } }} {...form.field('email')} />
        <TextField id="contact-phone" label={t('catalog.contact.phone')} type="tel" autoComplete="tel" slotProps={{ htmlInput: { dir: 'ltr' } }} {...form.field('phone')} />
        <TextField id="contact-type" select label={t('catalog.contact.inquiryType')} required {...form.field('inquiryType')}>
          {INQUIRY_TYPES.map((type) => <MenuItem key={type} value={type}>{t(`catalog.contact.types.${type}`)}</MenuItem>)}
        </TextField>
        <TextField id="contact-subject" label={t('catalog.contact.subject')} required {...form.field('subject')} />
        <TextField id="contact-message" label={t('catalog.contact.message')} required multiline minRows={4} {...form.field('message')} />
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? t('catalog.contact.sending') : t('catalog.contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
