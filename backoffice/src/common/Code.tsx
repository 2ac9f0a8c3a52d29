import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * An identifier from the code (event type, stream or projection name): left-to-right and marked English
 * inside Arabic text, while the surrounding cell keeps its own alignment.
 */
export const Code = ({ children }: { children: ReactNode }) => (
  <Box component="code" lang="en" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.875em' }}>
    {children}
  </Box>
);

/** A JSON value, pretty-printed. Code reads left-to-right in both languages. */
export const JsonBlock = ({ value, label, testId }: { value: unknown; label: string; testId?: string }) => (
  <Box
    component="pre"
    lang="en"
    dir="ltr"
    // Focusable and named so that keyboard users can scroll a long state.
    role="region"
    aria-label={label}
    tabIndex={0}
    data-testid={testId}
    sx={{
      m: 0,
      p: 1.5,
      bgcolor: 'action.hover',
      borderRadius: 1,
      fontSize: '0.8125rem',
      overflowX: 'auto',
      textAlign: 'start',
      maxHeight: 420,
    }}
  >
    {JSON.stringify(value, null, 2) ?? 'null'}
  </Box>
);
