import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { errorMessage } from '../../lib/api-error';
import { useToast } from './toast-context';

/**
 * The toast for a failed call, the same everywhere: the caller's title, and the server's message in the interface
 * language, or `fallback` (the generic error text unless given) when the server said nothing usable.
 */
export function useErrorToast(): (title: string, error: unknown, fallback?: string) => void {
  const { toast } = useToast();
  const { t } = useTranslation();
  const language = useLanguage();
  return (title, error, fallback = t('errors.generic')) =>
    toast({ title, description: errorMessage(error, language, fallback), variant: 'destructive' });
}
