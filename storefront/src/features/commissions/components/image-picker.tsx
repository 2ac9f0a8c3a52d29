import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { uploadImage, type ImageRef } from '../api/commissions-api';

/** Images uploaded through the marketplace's pipeline (checked and re-encoded by the server), shown as thumbnails. */
export function ImagePicker({
  id,
  label,
  images,
  onChange,
}: {
  id: string;
  label: string;
  images: ImageRef[];
  onChange: (images: ImageRef[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange([...images, await uploadImage(file)]);
    } catch (e) {
      setError(errorMessage(e, language, t('common.loadError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {images.map((img) => (
          <img key={img.id} src={img.thumbnailUrl} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />
        ))}
      </Stack>
      <Button component="label" variant="outlined" size="small" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t('commissions.form.uploading') : t('commissions.form.upload')}
        <input
          id={id}
          aria-label={label}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </Button>
      {error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
