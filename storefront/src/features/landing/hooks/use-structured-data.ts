import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';

const SCRIPT_ID = 'structured-data';
/** The six Gulf states of the early-access programme (ISO 3166-1). */
const GULF_STATES = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'];

/** Website and organisation data (schema.org JSON-LD) for search engines, in the interface language. */
export function buildStructuredData(origin: string, name: string, description: string, language: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: `${origin}/`,
        name,
        description,
        inLanguage: language,
        publisher: { '@id': `${origin}/#organization` },
      },
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        url: `${origin}/`,
        name,
        areaServed: GULF_STATES.map((code) => ({ '@type': 'Country', name: code })),
      },
    ],
  };
}

/** Adds the JSON-LD block and the page description while the landing page is shown. */
export function useStructuredData(): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = t('app.name');
  const description = t('landing.meta.description');

  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = SCRIPT_ID;
    script.textContent = JSON.stringify(buildStructuredData(window.location.origin, name, description, language));
    document.head.querySelector(`#${SCRIPT_ID}`)?.remove();
    document.head.appendChild(script);

    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = meta?.content;
    if (meta) meta.content = description;
    return () => {
      script.remove();
      if (meta && previous !== undefined) meta.content = previous;
    };
  }, [name, description, language]);
}
