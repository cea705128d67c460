import { Outlet } from 'react-router';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { CurrencyPrompt } from '../features/shell/currency-prompt';

/** Every page but home: the currency prompt above the content (SPEC.md section 2, layouts). */
export default function DefaultLayout() {
  return (
    <>
      <CurrencyPrompt />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
