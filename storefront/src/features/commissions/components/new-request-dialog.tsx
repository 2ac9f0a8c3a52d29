import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { serverFieldErrors } from '../../../lib/field-errors';
import { CATEGORIES, postRequest } from '../api/commissions-api';
import { ArtistPicker } from './artist-picker';
import { ImagePicker } from './image-picker';
import { emptyDraft, missingFields, requestBody, type RequestDraft } from './request-form-model';
import { VocabularyField } from './vocabulary-field';

const TITLE_FIELDS = ['title', 'titleAr'] as const;
const LONG_FIELDS = ['description', 'descriptionAr'] as const;

/** The collector's new request: texts in either language, the brief, budget, deadline and reference images. */
export function NewRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [showRequired, setShowRequired] = useState(false);
  const set = (field: Exclude<keyof RequestDraft, 'images' | 'invited'>) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const post = useMutation({
    mutationFn: () => postRequest(requestBody(draft, language)),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: ['commissions'] });
      onClose();
      void navigate(`/commissions/${created.id}`);
    },
    onError: (error) => {
      setShowRequired(true);
      setErrors(serverFieldErrors(error, language));
    },
  });
  const submit = () => {
    const missing = missingFields(draft);
    if (missing.length > 0) {
      setShowRequired(true);
      setErrors(Object.fromEntries(missing.map((f) => [f, t('commissions.form.required')])));
      return;
    }
    setErrors({});
    post.mutate();
  };
  const field = (name: string, extra: object = {}) => ({
    id: `commission-${name}`,
    label: t(`commissions.fields.${name}`),
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
    ...extra,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="new-request-title">
      <DialogTitle id="new-request-title">{t('commissions.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          {showRequired && Object.keys(errors).length > 0 && (
            <Alert severity="error" data-testid="required-alert">
              {t('commissions.form.required')}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('commissions.form.either')}
          </Typography>
          {TITLE_FIELDS.map((name) => (
            <TextField key={name} {...field(name)} value={draft[name]} onChange={set(name)} />
          ))}
          {LONG_FIELDS.map((name) => (
            <TextField
              key={name}
              {...field(name, { multiline: true, minRows: 3 })}
              value={draft[name]}
              onChange={set(name)}
            />
          ))}
          <TextField select {...field('category')} name="category" value={draft.category} onChange={set('category')}>
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`commissions.categories.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          {(['medium', 'style'] as const).map((name) => (
            <VocabularyField
              key={name}
              field={name}
              value={draft[name]}
              onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))}
              textField={field(name)}
            />
          ))}
          <TextField {...field('dimensions')} value={draft.dimensions} onChange={set('dimensions')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('budgetMin', { type: 'number' })}
              value={draft.budgetMin}
              onChange={set('budgetMin')}
            />
            <TextField
              {...field('budgetMax', { type: 'number' })}
              value={draft.budgetMax}
              onChange={set('budgetMax')}
            />
          </Stack>
          <TextField
            {...field('deadline', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            value={draft.deadline}
            onChange={set('deadline')}
          />
          <TextField
            select
            {...field('visibility')}
            name="visibility"
            value={draft.visibility}
            onChange={set('visibility')}
          >
            <MenuItem value="public">{t('commissions.fields.public')}</MenuItem>
            <MenuItem value="invited">{t('commissions.fields.invited')}</MenuItem>
          </TextField>
          {draft.visibility === 'invited' && (
            <ArtistPicker
              value={draft.invited}
              onChange={(invited) => setDraft((d) => ({ ...d, invited }))}
              error={errors.invitedArtistIds}
            />
          )}
          <ImagePicker
            id="commission-reference-images"
            label={t('commissions.fields.referenceImages')}
            images={draft.images}
            onChange={(images) => setDraft((d) => ({ ...d, images }))}
          />
          {errors.referenceImageIds && <Alert severity="error">{errors.referenceImageIds}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('commissions.form.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={post.isPending}>
          {t('commissions.form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
