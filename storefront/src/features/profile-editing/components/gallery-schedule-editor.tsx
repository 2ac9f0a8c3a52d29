import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/use-localized';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';
import { formatDate } from '../../../lib/format';
import { ownGalleryKey } from '../api/profile-editing-api';

/** One field of a schedule entry: free text, a date, or one of a few values. */
export interface ScheduleField {
  key: string;
  kind: 'text' | 'textAr' | 'date' | 'choice' | 'longText' | 'longTextAr';
  choices?: readonly string[];
  required?: boolean;
}

interface Entry {
  id: string;
  title: string;
  titleAr: string;
  startDate: string;
  endDate: string;
  status?: string;
}

interface Props {
  /** `exhibitions` or `events`: names the texts and the test ids. */
  kind: 'exhibitions' | 'events';
  entries: Entry[];
  fields: readonly ScheduleField[];
  blank: Record<string, string>;
  add: (body: Record<string, string>) => Promise<unknown>;
  edit: (id: string, body: Record<string, string>) => Promise<unknown>;
  remove?: (id: string) => Promise<unknown>;
}

/** A gallery's exhibitions or events: listed, added and edited in a dialog, each save one command on the API. */
export function GalleryScheduleEditor({ kind, entries, fields, blank, add, edit, remove }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ id: string | null; values: Record<string, string> } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const refresh = () => queryClient.invalidateQueries({ queryKey: ownGalleryKey });
  const save = useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: Record<string, string> }) => {
      const body = { ...values };
      for (const f of fields)
        if (f.kind === 'date' && body[f.key]) body[f.key] = new Date(`${body[f.key]}T00:00:00Z`).toISOString();
      return id ? edit(id, body) : add(body);
    },
    onSuccess: async () => {
      setEditing(null);
      setErrors({});
      await refresh();
    },
    onError: (error) => setErrors(serverFieldErrors(error, language)),
  });
  const removal = useMutation({ mutationFn: (id: string) => remove!(id), onSuccess: refresh });

  const open = (entry: Entry | null) => {
    setErrors({});
    save.reset();
    if (!entry) return setEditing({ id: null, values: { ...blank } });
    const values: Record<string, string> = {};
    for (const f of fields) {
      const v = (entry as unknown as Record<string, unknown>)[f.key];
      values[f.key] = f.kind === 'date' && typeof v === 'string' ? v.slice(0, 10) : v == null ? '' : String(v);
    }
    setEditing({ id: entry.id, values });
  };

  const submit = () => {
    if (!editing) return;
    const missing: Record<string, string> = {};
    for (const f of fields)
      if (f.required && !editing.values[f.key]?.trim()) missing[f.key] = t('profileEditing.required');
    setErrors(missing);
    if (!Object.keys(missing).length) save.mutate(editing);
  };

  return (
    <Stack spacing={1} data-testid={`gallery-${kind}`}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {t(`profileEditing.${kind}.title`)}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t(`profileEditing.${kind}.empty`)}</Typography>
      ) : (
        <List dense>
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              data-testid={`${kind}-entry`}
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => open(entry)}>
                    {t('profileEditing.edit')}
                  </Button>
                  {remove ? (
                    <Button
                      size="small"
                      color="error"
                      loading={removal.isPending}
                      onClick={() => removal.mutate(entry.id)}
                    >
                      {t('profileEditing.remove')}
                    </Button>
                  ) : null}
                </Stack>
              }
            >
              <ListItemText
                primary={localized(entry.title, entry.titleAr)}
                secondary={`${formatDate(entry.startDate, language)} – ${formatDate(entry.endDate, language)}${
                  entry.status ? ` · ${t(`profileEditing.status.${entry.status}`)}` : ''
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <div>
        <Button variant="outlined" onClick={() => open(null)}>
          {t(`profileEditing.${kind}.add`)}
        </Button>
      </div>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t(editing?.id ? `profileEditing.${kind}.edit` : `profileEditing.${kind}.add`)}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            id={`${kind}-form`}
            noValidate
            spacing={2}
            sx={{ pt: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {editing
              ? fields.map((f) => (
                  <TextField
                    key={f.key}
                    id={`${kind}-${f.key}`}
                    label={t(`profileEditing.schedule.${f.key}`)}
                    required={f.required}
                    select={f.kind === 'choice'}
                    type={f.kind === 'date' ? 'date' : 'text'}
                    multiline={f.kind === 'longText' || f.kind === 'longTextAr'}
                    minRows={2}
                    value={editing.values[f.key] ?? ''}
                    onChange={(e) => setEditing({ ...editing, values: { ...editing.values, [f.key]: e.target.value } })}
                    error={Boolean(errors[f.key])}
                    helperText={errors[f.key]}
                    slotProps={{
                      inputLabel: f.kind === 'date' ? { shrink: true } : undefined,
                      htmlInput: f.kind === 'textAr' || f.kind === 'longTextAr' ? { dir: 'rtl' } : undefined,
                    }}
                  >
                    {(f.choices ?? []).map((c) => (
                      <MenuItem key={c} value={c}>
                        {t(`profileEditing.${f.key === 'kind' ? 'kinds' : 'status'}.${c}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                ))
              : null}
            {save.isError && !Object.keys(errors).length ? (
              <Alert severity="error">{errorMessage(save.error, language, t('profileEditing.failed'))}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{t('profileEditing.cancel')}</Button>
          <Button type="submit" form={`${kind}-form`} variant="contained" loading={save.isPending}>
            {t('profileEditing.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
