import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One titled block of the home page; a failed call shows a short notice instead of the content. */
export function HomeSection({
  id,
  title,
  failed,
  children,
}: {
  id: string;
  title: string;
  failed?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: 6 }} data-testid={id}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.6rem', mb: 2.5 }}>
        {title}
      </Typography>
      {failed ? <Alert severity="warning">{t('home.loadError')}</Alert> : children}
    </Box>
  );
}
