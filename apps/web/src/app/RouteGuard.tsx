import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { useSession } from '../features/auth';
import { ErrorState } from '../components/ui/ErrorState';
import { LoadingState } from '../components/ui/LoadingState';
import { decideAccess, isPublicAccess } from './guard';
import { screenTitle, useCurrentHandle } from './route-handle';

/**
 * Renders the matched page only when the guard allows it (spec 01 §4). While the session is still
 * unknown a guarded page shows a loader, so a signed-in member never sees a flash of /login.
 */
export function RouteGuard() {
  const location = useLocation();
  const { access, title } = useCurrentHandle();
  const session = useSession();

  useEffect(() => {
    document.title = title === 'home' ? ko.app.name : `${screenTitle(title)} | ${ko.app.name}`;
  }, [title]);

  if (!isPublicAccess(access)) {
    if (session.isPending) return <LoadingState />;
    if (session.isError && !session.data) {
      return <ErrorState text={ko.ui.sessionError} onRetry={() => void session.refetch()} />;
    }
  }

  const decision = decideAccess(access, session.data, location);
  if (decision !== 'allow') return <Navigate to={decision} replace />;
  return <Outlet />;
}
