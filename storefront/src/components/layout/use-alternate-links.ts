import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { supportedLanguages } from '../../config/constants';

function upsertLink(id: string, hreflang: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link#${id}`);
  if (!link) {
    link = document.createElement('link');
    link.id = id;
    link.rel = 'alternate';
    document.head.appendChild(link);
  }
  link.hreflang = hreflang;
  link.href = href;
}

/** `<link rel="alternate" hreflang>` for each language of the current page, so search engines index both. */
export function useAlternateLinks(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const base = `${window.location.origin}${pathname}`;
    for (const language of supportedLanguages)
      upsertLink(`alternate-${language}`, language, `${base}?lang=${language}`);
    upsertLink('alternate-default', 'x-default', base);
  }, [pathname]);
}
