import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "{page} · {app name}" in the interface language. */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = page ? t('app.pageTitle', { page, app }) : app;
  }, [page, app, t]);
}
