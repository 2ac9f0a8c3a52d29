import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The closing call to action: join, on the auth page. */
export function JoinSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="join-title" sx={{ py: { xs: 6, md: 9 }, textAlign: 'center' }}>
      <Container maxWidth="md">
        <Typography id="join-title" variant="h2" sx={{ mb: 2 }}>
          {t('landing.join.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('landing.join.body')}
        </Typography>
        <Button component={RouterLink} to="/auth" variant="contained" size="large">
          {t('landing.join.button')}
        </Button>
      </Container>
    </Box>
  );
}
