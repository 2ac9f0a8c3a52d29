import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MirroredIcon } from '../../../components/mirrored-icon';
import { useLandingContent } from '../api/landing-content';
import { MARKET_PROOF_ID } from './section-ids';

/** Scrolls to the market-proof section and moves focus there, so keyboard users land where they asked. */
function showMarketProof() {
  const target = document.getElementById(MARKET_PROOF_ID);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function HeroSection() {
  const { t } = useTranslation();
  const { hero } = useLandingContent();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(135deg, #1f1a16 0%, #4a2410 55%, #7a3b17 100%)',
        color: '#ffffff',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Chip
          label={hero.eyebrow}
          sx={{ bgcolor: 'rgba(255,255,255,0.16)', color: '#ffffff', mb: 3, fontWeight: 600 }}
        />
        <Typography
          id="hero-title"
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '2.2rem', md: '3.4rem' }, maxWidth: 820, mb: 2 }}
        >
          {hero.title}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: 720, mb: 4, color: '#f4efe9' }}>
          {hero.subtitle}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={RouterLink}
            to="/auth"
            size="large"
            variant="contained"
            endIcon={<MirroredIcon icon={ArrowForwardIcon} aria-hidden />}
            sx={{ bgcolor: '#ffffff', color: '#4a2410', '&:hover': { bgcolor: '#f4efe9' } }}
          >
            {t('landing.hero.join')}
          </Button>
          <Button
            size="large"
            variant="outlined"
            onClick={showMarketProof}
            endIcon={<ArrowDownwardIcon aria-hidden />}
            sx={{ color: '#ffffff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#ffffff' } }}
          >
            {t('landing.hero.seeProof')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
