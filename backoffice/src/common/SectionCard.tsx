import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a page, as a card (`outlined` for one among many on a page). */
export const SectionCard = ({
  title,
  outlined,
  children,
}: {
  title: string;
  outlined?: boolean;
  children: ReactNode;
}) => (
  <Card component="section" variant={outlined ? 'outlined' : undefined}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
