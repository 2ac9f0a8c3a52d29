import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './LanguageSwitch';

/** The frame of the pages shown outside the layout: sign-in and refusal. */
export const CenteredCard = ({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) => (
  <Box
    component="main"
    sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
  >
    <Card sx={{ maxWidth: 480, width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <LanguageSwitch />
      </Box>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>{actions}</CardActions>
    </Card>
  </Box>
);
