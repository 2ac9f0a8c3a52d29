import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';

/**
 * Shares the current page: the Web Share API where the browser has it (phones), otherwise the link is copied
 * and a toast says so. The link carries the interface language so the preview and the page open in it.
 */
export function useShare() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  return async (title: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('lang', i18n.language === 'ar' ? 'ar' : 'en');
    const link = url.toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link });
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return; // the visitor closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('catalog.share.copiedTitle'), description: t('catalog.share.copiedBody'), variant: 'success' });
    } catch {
      toast({ title: t('catalog.share.failedTitle'), description: link, variant: 'destructive' });
    }
  };
}
