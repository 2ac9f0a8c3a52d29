import type { ReactNode } from 'react';
import { WrappingRow } from './wrapping-row';

/** The row of search box, filters and sort above a list; wraps on small screens. */
export function FilterBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <WrappingRow
      component="section"
      label={label}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' }, '& > :first-of-type': { flex: { md: '1 1 280px' } } }}
    >
      {children}
    </WrappingRow>
  );
}
