import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '../../config/constants';
import { currentLanguage } from '../../i18n/language';
import { recordMailLanguage } from '../../lib/session/mail-language';
import { useSession } from '../../lib/session/use-session';

/**
 * Switches between English and Arabic. The label is the other language's own name, marked with its `lang` so
 * screen readers pronounce it correctly. A `?lang=` already in the URL is updated so shared links stay true.
 * A signed-in person's choice also becomes the language of their e-mails (fire and forget: a failure says nothing,
 * the switch itself already happened).
 */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const client = useQueryClient();
  const other: Language = currentLanguage(i18n) === 'ar' ? 'en' : 'ar';

  const switchLanguage = () => {
    void i18n.changeLanguage(other);
    if (status === 'signedIn') recordMailLanguage(client, other);
    const params = new URLSearchParams(location.search);
    if (params.has('lang')) {
      params.set('lang', other);
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: true },
      );
    }
  };

  return (
    <Button
      onClick={switchLanguage}
      color="inherit"
      fullWidth={fullWidth}
      startIcon={<TranslateIcon aria-hidden />}
      title={t('language.switchTo', { language: t(`language.names.${other}`) })}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      <span lang={other}>{t(`language.endonyms.${other}`)}</span>
    </Button>
  );
}
