import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';
import { useLocalized } from '../../../i18n/use-localized';
import { counterpartsQuery } from '../api/representation-api';
import { useSendRepresentationRequest } from '../hooks/use-representation';

const MESSAGE_MAX = 2000;

/** An artist asks a gallery to represent them, or a gallery invites an artist. */
export function RequestForm({ as }: { as: 'artist' | 'gallery' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const kind = as === 'artist' ? 'galleries' : 'artists';
  const options = useQuery(counterpartsQuery(kind, true));
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const send = useSendRepresentationRequest(() => {
    setTo('');
    setMessage('');
  });
  const errors = { ...serverFieldErrors(send.error, language), ...problems };
  const target = as === 'artist' ? 'galleryId' : 'artistId';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!to) next[target] = t('dashboard.validation.required');
    if (message.trim().length > MESSAGE_MAX) next.message = t('dashboard.validation.tooLong', { max: MESSAGE_MAX });
    setProblems(next);
    if (Object.keys(next).length === 0)
      send.mutate({ to: as === 'artist' ? { galleryId: to } : { artistId: to }, message: message.trim() });
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5 }}
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`request-form-${as}`}
    >
      <Typography id={`request-form-${as}`} variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t(`representation.new.${as}`)}
      </Typography>
      <Stack spacing={2}>
        {send.isError && Object.keys(serverFieldErrors(send.error, language)).length === 0 ? (
          <Alert severity="error">{errorMessage(send.error, language, t('errors.generic'))}</Alert>
        ) : null}
        <TextField
          select
          name={target}
          label={t(`representation.to.${as}`)}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(errors[target])}
          helperText={errors[target]}
          size="small"
          disabled={!options.data}
        >
          {(options.data ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {localized(o.name, o.nameAr)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="message"
          label={t('representation.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={3}
          size="small"
          error={Boolean(errors.message)}
          helperText={errors.message}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={send.isPending}>
          {t('representation.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
