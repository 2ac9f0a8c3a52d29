import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { usePageTitle } from '../../../components/use-page-title';
import type { AdminDoorKey } from '../../../config/screens';
import { useLanguage } from '../../../i18n/use-language';
import { loginUrl } from '../../../lib/auth-urls';
import { navigateTo } from '../../../lib/browser';
import { useSession } from '../../../lib/session/use-session';

interface Props {
  door: AdminDoorKey;
  target: string;
  allow: 'admin' | 'signedIn';
}

/**
 * The spec's admin routes open the back-office (DESIGN.md section 6). Those allowed in are sent there; others
 * see a refusal. The back-office and the API check roles again: this door only saves a wasted trip.
 */
export default function AdminDoor({ door, target, allow }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const { pathname } = useLocation();
  const title = t(`adminDoors.${door}`);
  const signedIn = session.status === 'signedIn';
  const allowed = signedIn && (allow === 'signedIn' || session.isAdmin);
  usePageTitle(title);

  useEffect(() => {
    if (allowed) navigateTo(target);
  }, [allowed, target]);

  return (
    <PageSection title={title} testId={`admin-door-${door}`}>
      {allowed ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('adminDoors.opening')}</Typography>
        </Box>
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 3 }} data-testid="admin-refusal">
            {signedIn ? t('adminDoors.refused') : t('adminDoors.signInFirst')}
          </Alert>
          <Stack direction="row" spacing={2}>
            {!signedIn && (
              <Button href={loginUrl({ language, returnTo: pathname })} variant="contained">
                {t('nav.signIn')}
              </Button>
            )}
            <Button component={RouterLink} to="/" variant="outlined">
              {t('common.backHome')}
            </Button>
          </Stack>
        </>
      )}
    </PageSection>
  );
}
