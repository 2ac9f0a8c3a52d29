import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { availableLocales } from '../i18n/i18nProvider';

/**
 * One button that offers the other language, named in that language (with its own `lang`, so a screen
 * reader pronounces it right). The change goes through react-admin's locale state, which persists it.
 */
export const LanguageSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const target = availableLocales.find((candidate) => candidate.locale !== locale) ?? availableLocales[0];
  return (
    <Tooltip title={translate('app.language.label')} describeChild>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={() => setLocale(target.locale)}
        lang={target.locale}
        data-testid="language-switch"
      >
        {target.name}
      </Button>
    </Tooltip>
  );
};
