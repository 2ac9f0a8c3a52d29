import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { loginUrl } from '../../../lib/auth-urls';
import { navigateTo } from '../../../lib/browser';
import { useSession } from '../../../lib/session/use-session';
import { LOGIN_REDIRECT_MS } from './registration-model';

/**
 * Registering for a workshop and answering an event need an account (SPEC section 2): for a signed-out visitor
 * this says why, then goes to sign-in and back to `returnTo`. Returns whether the caller may go on.
 */
export function useSignedInFirst(returnTo: string, body: string): () => boolean {
  const { t } = useTranslation();
  const { toast } = useToast();
  const language = useLanguage();
  const session = useSession();
  return () => {
    if (session.status === 'signedIn') return true;
    toast({ title: t('workshops.toast.loginTitle'), description: body, variant: 'destructive' });
    setTimeout(() => navigateTo(loginUrl({ language, returnTo })), LOGIN_REDIRECT_MS);
    return false;
  };
}
