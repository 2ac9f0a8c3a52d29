import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MirroredIcon } from '../../../components/mirrored-icon';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { uploadImage } from '../api/artworks-api';
import type { ImageRef } from '../api/types';
import { IMAGE_TYPES, LIMITS } from './artwork-rules';

interface Props {
  images: ImageRef[];
  onChange: (images: ImageRef[]) => void;
  error?: string;
}

/** Upload (POST /api/images), preview, reorder and remove; the first image is the cover. */
export function ImageUploader({ images, onChange, error }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblem(null);
    if (images.length + files.length > LIMITS.images)
      return setProblem(t('dashboard.validation.tooManyImages', { max: LIMITS.images }));
    const bad = files.find((f) => !(IMAGE_TYPES as readonly string[]).includes(f.type));
    if (bad) return setProblem(t('dashboard.validation.imageType', { name: bad.name }));
    const big = files.find((f) => f.size > LIMITS.imageBytes);
    if (big) return setProblem(t('dashboard.validation.imageSize', { name: big.name, size: 10 }));
    setBusy(true);
    const added: ImageRef[] = [];
    try {
      for (const file of files) added.push(await uploadImage(file));
    } catch (e) {
      setProblem(errorMessage(e, language, t('artworkManagement.images.failed')));
    } finally {
      setBusy(false);
      if (added.length) onChange([...images, ...added]);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('artworkManagement.images.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('artworkManagement.images.hint', { max: LIMITS.images })}
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', mb: 1.5 }}
        component="ol"
        aria-label={t('artworkManagement.images.title')}
        data-testid="image-previews"
      >
        {images.map((image, index) => (
          <Box component="li" key={image.id} sx={{ listStyle: 'none', width: 140 }} data-testid="image-preview">
            <Box
              component="img"
              src={image.thumbnailUrl ?? image.url}
              alt={t('artworkManagement.images.preview', { n: index + 1 })}
              sx={{ width: 140, height: 105, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              {index === 0 ? (
                <Chip size="small" color="secondary" label={t('artworkManagement.images.cover')} />
              ) : (
                <span />
              )}
              <div>
                <IconButton
                  size="small"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={t('artworkManagement.images.earlier', { n: index + 1 })}
                >
                  <MirroredIcon icon={ArrowBackIcon} fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={t('artworkManagement.images.later', { n: index + 1 })}
                >
                  <MirroredIcon icon={ArrowForwardIcon} fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                  aria-label={t('artworkManagement.images.remove', { n: index + 1 })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </div>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Button component="label" variant="outlined" loading={busy} disabled={images.length >= LIMITS.images}>
        {t('artworkManagement.images.add')}
        <input
          hidden
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          onChange={(e) => void onFiles(e)}
          data-testid="image-input"
        />
      </Button>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
