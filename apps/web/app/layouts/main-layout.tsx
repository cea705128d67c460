import { Outlet } from 'react-router';
import { RouteErrorPage } from '../features/errors/route-error-page';

/** Home: the shell (nav, footer, mobile menu) without the currency prompt. */
export default function MainLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
