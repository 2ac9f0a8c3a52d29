import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageRef } from '../../api/types';

export interface ArtworkImageProps {
  image: ImageRef | undefined;
  alt: string;
  /** Thumbnails for cards and strips, the full image for the detail page. */
  size?: 'thumbnail' | 'full';
  sx?: SxProps<Theme>;
}

/** An artwork image, or a neutral placeholder when the work has none. */
export function ArtworkImage({ image, alt, size = 'thumbnail', sx }: ArtworkImageProps) {
  const src = image
    ? size === 'thumbnail'
      ? image.thumbnailUrl || image.url
      : image.url || image.thumbnailUrl
    : undefined;
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={[
          { display: 'grid', placeItems: 'center', bgcolor: 'grey.200', color: 'grey.600' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageIcon fontSize="large" aria-hidden />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      width={image?.width}
      height={image?.height}
      sx={[{ display: 'block', objectFit: 'cover', bgcolor: 'grey.100' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
