import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The catalogue's wide screen container (lists and profiles need more room than PageSection's md). */
export function PageContainer({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid={testId}>
      {children}
    </Container>
  );
}
