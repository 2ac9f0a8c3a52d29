import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The row of search box, filters and sort above a list; wraps on small screens. */
export function FilterBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack
      component="section"
      aria-label={label}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{
        mb: 3,
        alignItems: { md: 'center' },
        flexWrap: 'wrap',
        '& > :first-of-type': { flex: { md: '1 1 280px' } },
      }}
    >
      {children}
    </Stack>
  );
}
