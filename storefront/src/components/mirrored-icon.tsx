import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/**
 * Directional icons (arrows, chevrons) point the other way in right-to-left layouts. The flip is keyed to the
 * theme direction, set once for the whole app, so callers never check the language.
 */
export function MirroredIcon({ icon: Icon, sx, ...props }: SvgIconProps & { icon: ComponentType<SvgIconProps> }) {
  return (
    <Icon
      {...props}
      sx={[
        (theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
