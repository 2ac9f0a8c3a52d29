import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatNumber } from '../../lib/format';
import type { AccountLink } from './account-links';

/** An account link's label, with its count (unread messages) beside it when there is one. */
export function LinkLabel({ link }: { link: AccountLink }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!link.badge) return <>{link.label}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {link.label}
      <Chip
        size="small"
        color="primary"
        label={formatNumber(link.badge, language)}
        aria-label={t('nav.unreadMessages', { count: link.badge })}
      />
    </Box>
  );
}
