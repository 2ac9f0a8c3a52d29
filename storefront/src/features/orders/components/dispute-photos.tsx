import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { disputePhotoUrl, type Dispute } from '../api/orders-api';

/** As the server checks them (it checks again by the bytes): at most five, JPEG, PNG or WebP, under 10 MB each. */
export const MAX_PHOTOS = 5;
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type PhotoProblem = 'tooMany' | 'tooLarge' | 'wrongType';

/** The photos picked so far, and the first reason a pick was refused (shown under the field). */
export function usePhotoPicks() {
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const add = (files: File[]) => {
    const bad = files.find((f) => !TYPES.includes(f.type));
    const big = files.find((f) => f.size > MAX_BYTES);
    const next = bad ? 'wrongType' : big ? 'tooLarge' : photos.length + files.length > MAX_PHOTOS ? 'tooMany' : null;
    setProblem(next);
    if (!next) setPhotos([...photos, ...files]);
  };
  const remove = (index: number) => {
    setProblem(null);
    setPhotos(photos.filter((_, i) => i !== index));
  };
  return { photos, problem, add, remove };
}

/** Attach, preview and remove photos; `serverError` is the server's word on the `photos` field. */
export function PhotoPicker({ picks, serverError }: { picks: ReturnType<typeof usePhotoPicks>; serverError?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const previews = useMemo(() => picks.photos.map((f) => URL.createObjectURL(f)), [picks.photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    picks.add(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const error = picks.problem ? t(`orders.dispute.photos.${picks.problem}`, { max: MAX_PHOTOS }) : serverError;
  return (
    <Stack spacing={1}>
      <Button component="label" htmlFor={inputId} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('orders.dispute.photos.add')}
      </Button>
      <input
        id={inputId}
        type="file"
        accept={TYPES.join(',')}
        multiple
        hidden
        aria-label={t('orders.dispute.photos.add')}
        aria-describedby={helpId}
        onChange={onChange}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {previews.map((url, i) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <img src={url} alt={t('orders.dispute.photos.preview', { n: i + 1 })} width={88} height={88} />
            <IconButton
              size="small"
              aria-label={t('orders.dispute.photos.remove', { n: i + 1 })}
              onClick={() => picks.remove(i)}
              sx={{ position: 'absolute', top: 0, insetInlineEnd: 0, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? t('orders.dispute.photos.hint', { max: MAX_PHOTOS })}
      </FormHelperText>
    </Stack>
  );
}

/** The photos attached to a dispute, the buyer's then the seller's, each side under its own heading. */
export function DisputePhotoList({ orderId, dispute }: { orderId: string; dispute: Dispute }) {
  const { t } = useTranslation();
  const photos = dispute.photos ?? [];
  return (
    <>
      {(['buyer', 'seller'] as const).map((side) => {
        const mine = photos.filter((p) => p.side === side);
        if (mine.length === 0) return null;
        return (
          <Stack key={side} spacing={0.5}>
            <Typography variant="subtitle2">{t(`orders.dispute.photos.${side}`)}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {mine.map((p, i) => (
                <a key={p.photoId} href={disputePhotoUrl(orderId, p.photoId)} target="_blank" rel="noreferrer">
                  <img
                    src={disputePhotoUrl(orderId, p.photoId)}
                    alt={t(`orders.dispute.photos.${side}Photo`, { n: i + 1 })}
                    width={120}
                    height={120}
                    style={{ objectFit: 'cover' }}
                  />
                </a>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </>
  );
}
