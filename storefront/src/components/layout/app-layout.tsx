import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorBoundary } from '../error-boundary';
import { FullPageLoader } from '../full-page-loader';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { AnnouncementBanner } from '../../features/notices';
import { useAlternateLinks } from './use-alternate-links';
import { useLanguageFromUrl } from './use-language-from-url';
import { useFirstMailLanguage } from './use-first-mail-language';

/** Skip link, header, staff announcements, the current screen (crash-contained, code loaded on demand), footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useLanguageFromUrl();
  useFirstMailLanguage();
  useAlternateLinks();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Link>
      <NavBar />
      <AnnouncementBanner />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<FullPageLoader inline />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
