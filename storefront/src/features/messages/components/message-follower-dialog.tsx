import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { reachableFollowersQuery, useMessageFollower } from '../api/messages-api';

const SUBJECT_MAX = 150;
const BODY_MAX = 5000;
const EMPTY = { to: '', subject: '', body: '' };

/**
 * "Message a follower" for artists and galleries: pick one of the followers who allow messages, write a subject and a
 * message (sent as the interface's language), send. The server decides whom the seller may reach; its refusal is shown
 * in the interface's language.
 */
export function MessageFollowerDialog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const followers = useQuery({ ...reachableFollowersQuery(), enabled: open });
  const send = useMessageFollower();
  const missing = !form.to || !form.subject.trim() || !form.body.trim();

  const close = () => {
    setOpen(false);
    send.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    const [subject, body] = [form.subject.trim(), form.body.trim()];
    const message =
      language === 'ar'
        ? { subject: null, body: null, subjectAr: subject, bodyAr: body }
        : { subject, body, subjectAr: null, bodyAr: null };
    send.mutate(
      { userId: form.to, message },
      {
        onSuccess: () => {
          setSentTo(followers.data?.find((f) => f.id === form.to)?.name ?? null);
          setForm(EMPTY);
          close();
        },
      },
    );
  };
  const field = (name: 'subject' | 'body') => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Button
          variant="contained"
          onClick={() => {
            setSentTo(null);
            setOpen(true);
          }}
        >
          {t('messages.toFollower.open')}
        </Button>
        {sentTo ? (
          <Alert severity="success" role="status">
            {t('messages.toFollower.sent', { name: sentTo })}
          </Alert>
        ) : null}
      </Stack>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="message-follower-title">
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id="message-follower-title">{t('messages.toFollower.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ mt: 1 }}>
              {followers.isError ? <Alert severity="error">{t('messages.toFollower.loadFailed')}</Alert> : null}
              {followers.data && followers.data.length === 0 ? (
                <Alert severity="info">{t('messages.toFollower.none')}</Alert>
              ) : null}
              <TextField
                select
                id="message-follower-to"
                label={t('messages.toFollower.to')}
                helperText={t('messages.toFollower.toHelp')}
                required
                fullWidth
                value={form.to}
                onChange={(e) => setForm((f) => ({ ...f, to: e.target.value }))}
              >
                {(followers.data ?? []).map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="message-follower-subject"
                label={t('messages.toFollower.subject')}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
                {...field('subject')}
              />
              <TextField
                id="message-follower-body"
                label={t('messages.toFollower.body')}
                required
                multiline
                minRows={4}
                fullWidth
                slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
                {...field('body')}
              />
              {send.isError ? (
                <Alert severity="error">{errorMessage(send.error, language, t('messages.toFollower.failed'))}</Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('messages.toFollower.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={missing || send.isPending}>
              {t('messages.toFollower.send')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
