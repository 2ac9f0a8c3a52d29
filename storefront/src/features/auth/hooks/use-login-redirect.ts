import { useCallback, useState } from 'react';
import { navigateTo } from '../../../lib/browser';

export const LOGIN_URL = '/api/login';

/** Shows "Redirecting..." then hands the browser to the API's sign-in, which returns to the app afterwards. */
export function useLoginRedirect() {
  const [redirecting, setRedirecting] = useState(false);
  const startLogin = useCallback(() => {
    setRedirecting(true);
    navigateTo(LOGIN_URL);
  }, []);
  return { redirecting, startLogin };
}
