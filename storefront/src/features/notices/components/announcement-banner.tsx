import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalized } from '../../../i18n/use-localized';
import { FeatureTextsGate } from '../../../i18n/feature-texts-gate';
import { type Announcement, useActiveAnnouncements } from '../api/announcements';
import { dismissKey, useDismissedAnnouncements } from './dismissed-announcements';

/**
 * Staff announcements above every screen, in the interface language; each dismissable for good in this browser.
 * The texts load only when there is something to show (the landing page's first download stays small).
 */
export function AnnouncementBanner() {
  const [dismissed, dismiss] = useDismissedAnnouncements();
  const shown = useActiveAnnouncements().filter((a) => !dismissed.has(dismissKey(a)));
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FeatureTextsGate>
        <Banners shown={shown} dismiss={dismiss} />
      </FeatureTextsGate>
    </Suspense>
  );
}

function Banners({ shown, dismiss }: { shown: Announcement[]; dismiss: (key: string) => void }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <Stack component="section" aria-label={t('notices.announcements')} spacing={0}>
      {shown.map((a) => (
        <Alert
          key={a.id}
          severity={a.tone}
          variant="filled"
          square
          onClose={() => dismiss(dismissKey(a))}
          slotProps={{ closeButton: { title: t('notices.dismiss'), 'aria-label': t('notices.dismiss') } }}
          sx={{ justifyContent: 'center', borderRadius: 0 }}
        >
          {localized(a.message, a.messageAr)}
          {a.link ? (
            <>
              {' '}
              <Link component={RouterLink} to={a.link} color="inherit" sx={{ fontWeight: 700 }}>
                {t('notices.more')}
              </Link>
            </>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
}
