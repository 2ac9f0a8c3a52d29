import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A small outlined card headed by its h2 (the dashboard's side cards). `nav` makes its content a navigation
 * landmark named by the heading, whose `id` it then needs.
 */
export function TitledCard({
  title,
  id,
  nav,
  testId,
  children,
}: {
  title: string;
  id?: string;
  nav?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent {...(nav ? { component: 'nav' as const, 'aria-labelledby': id } : {})}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
