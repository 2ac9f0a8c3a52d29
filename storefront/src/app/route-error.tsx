import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-boundary';

/**
 * Errors the router itself catches (outside the screen boundary, or a screen's code failing to download). A
 * fresh page load is the reliable retry here, so both buttons reload.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('The app failed to render this route.', error), [error]);
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
