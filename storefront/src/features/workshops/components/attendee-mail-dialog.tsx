import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { mailAttendees } from '../api/workshop-lists-api';
import { OrganiserFormDialog } from './organiser-form-dialog';

interface Props {
  workshopId: string;
  registrationIds: string[];
  onClose: () => void;
}

/** The organiser's message to the attendees selected: each gets it by e-mail in their own language's frame. */
export function AttendeeMailDialog({ workshopId, registrationIds, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => mailAttendees(workshopId, { registrationIds, subject: subject.trim(), body: body.trim() }),
    onSuccess: (answer) => {
      toast({ title: t('workshops.mail.sent', { count: answer.recipients }), variant: 'success' });
      onClose();
    },
  });
  const errors = serverFieldErrors(send.error, language);
  return (
    <OrganiserFormDialog
      id="attendee-mail-title"
      title={t('workshops.mail.title', { count: registrationIds.length })}
      maxWidth="sm"
      submitLabel={t('workshops.mail.send')}
      pending={send.isPending}
      onSubmit={() => send.mutate()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          autoFocus
          required
          label={t('workshops.mail.subject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          error={!!errors.subject}
          helperText={errors.subject}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          required
          multiline
          minRows={5}
          label={t('workshops.mail.body')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={!!(errors.body || errors.registrationIds)}
          helperText={errors.body ?? errors.registrationIds}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Stack>
    </OrganiserFormDialog>
  );
}
