import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One row of a fact list: its label and its value; an empty value (null, undefined, '' or false) is left out. */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * Label and value pairs as a definition list in two columns (a profile's details, an artwork's facts). The value
 * column may shrink and its text wrap (a long address or web address), or a phone scrolls sideways.
 */
export function FactList({ facts, testId, spacing }: { facts: readonly Fact[]; testId?: string; spacing?: object }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 3,
        rowGap: 1,
        ...(spacing ?? { mb: 3 }),
      }}
    >
      {facts
        .filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
