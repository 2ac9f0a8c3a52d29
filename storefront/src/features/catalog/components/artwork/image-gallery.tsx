import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatNumber } from '../../../../lib/format';
import type { ImageRef } from '../../api/types';
import { ArtworkImage } from '../shared/artwork-image';

/** The cover first, large; thumbnails below switch the large image. */
export function ImageGallery({ images, title }: { images: ImageRef[]; title: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, Math.max(images.length - 1, 0))];
  return (
    <Box data-testid="image-gallery">
      <ArtworkImage
        image={current}
        alt={title}
        size="full"
        sx={{
          width: '100%',
          maxHeight: 560,
          objectFit: 'contain',
          borderRadius: 2,
          aspectRatio: current ? undefined : '4 / 3',
        }}
      />
      {images.length > 1 ? (
        <Box
          component="ul"
          aria-label={t('catalog.artwork.images')}
          sx={{ display: 'flex', gap: 1, mt: 1.5, p: 0, m: 0, listStyle: 'none', overflowX: 'auto' }}
        >
          {images.map((image, i) => (
            <li key={image.id ?? i}>
              <ButtonBase
                onClick={() => setIndex(i)}
                aria-label={t('catalog.artwork.showImage', {
                  n: formatNumber(i + 1, language),
                  total: formatNumber(images.length, language),
                })}
                aria-current={i === index ? 'true' : undefined}
                sx={{
                  borderRadius: 1,
                  outline: i === index ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                }}
              >
                <ArtworkImage image={image} alt="" sx={{ width: 72, height: 72, borderRadius: 1 }} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
