import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessTo } from '../routes/access';
import type { ConsoleRoute } from '../routes/types';
import { rememberLocation } from '../services/storage';
import { useSession } from '../session';

/** Shows its page only to whoever may open it: signed out → /sign/login (remembering where), refused → /403. */
export default function RouteGuard({ chain, children }: { chain: ConsoleRoute[]; children: ReactNode }) {
  const info = useSession();
  const location = useLocation();
  const access = accessTo(chain, info);
  if (access === 'login') {
    rememberLocation(location.pathname + location.search);
    return <Navigate to="/sign/login" replace />;
  }
  if (access === 'forbidden') return <Navigate to="/403" replace />;
  return children;
}
