import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { uploadImage } from '../api/profile-editing-api';

/** What the server's image pipeline accepts; it checks the bytes again, so this only spares a useless upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

interface Props {
  id: string;
  label: string;
  /** The image's address (`/media/images/…`), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  round?: boolean;
}

/** One image: upload through POST /api/images (checked, re-encoded, thumbnail), preview, remove. */
export function ImageField({ id, label, value, onChange, error, round }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
      return setProblem(t('profileEditing.image.type', { name: file.name }));
    if (file.size > IMAGE_MAX_BYTES) return setProblem(t('profileEditing.image.size', { name: file.name, size: 10 }));
    setBusy(true);
    try {
      const image = await uploadImage(file);
      onChange(image.url);
    } catch (e) {
      setProblem(errorMessage(e, language, t('profileEditing.image.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} data-testid={`${id}-field`}>
      <Typography variant="subtitle2" component="span" id={`${id}-label`}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={value ?? undefined}
          alt={value ? t('profileEditing.image.current', { label }) : undefined}
          variant={round ? 'circular' : 'rounded'}
          sx={{ width: 72, height: 72 }}
          data-testid={`${id}-preview`}
        />
        <Button component="label" variant="outlined" loading={busy} aria-describedby={`${id}-label`}>
          {value ? t('profileEditing.image.replace') : t('profileEditing.image.add')}
          <input
            hidden
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(e) => void onFile(e)}
            data-testid={`${id}-input`}
          />
        </Button>
        {value ? (
          <Button color="inherit" onClick={() => onChange(null)}>
            {t('profileEditing.image.remove')}
          </Button>
        ) : null}
      </Stack>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
