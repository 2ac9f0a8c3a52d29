import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { useSession } from '../lib/session/use-session';
import { appAccess, signedInAccess, type Access } from './access';

function renderAccess(access: Access, children: ReactNode, from: string) {
  if (access.kind === 'loading') return <FullPageLoader />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace state={{ from }} />;
  return children;
}

export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  // SPEC section 8: a failed profile call is treated as signed out, and logged (once, here).
  useEffect(() => {
    if (session.profileError)
      console.warn('Profile request failed; treating the visitor as signed out.', session.profileError);
  }, [session.profileError]);
  return renderAccess(appAccess(session, pathname), children, pathname);
}

export function RequireSignedIn() {
  const session = useSession();
  const { pathname } = useLocation();
  return renderAccess(signedInAccess(session), <Outlet />, pathname);
}
