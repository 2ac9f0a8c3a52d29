import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { loginUrl } from '../../../lib/auth-urls';
import { navigateTo } from '../../../lib/browser';

/**
 * Shows "Redirecting..." then hands the browser to the API's sign-in, which brings the visitor back to the
 * page that sent them here (a signed-in-only route) or home.
 */
export function useLoginRedirect() {
  const [redirecting, setRedirecting] = useState(false);
  const language = useLanguage();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const startLogin = useCallback(
    (signup: boolean) => {
      setRedirecting(true);
      navigateTo(loginUrl({ language, returnTo: from, signup }));
    },
    [language, from],
  );
  return { redirecting, startLogin };
}
