import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred screen with its h1: every screen has exactly one, which is what the browser tests look for. */
export function PageSection({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }} data-testid={testId}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
