import { CircleAlert, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { RouteErrorPage } from './route-error-page';

/**
 * The error boundary of a dashboard page whose data could not be read: it says so inside the
 * dashboard and offers to read it again; a refusal of the caller (404, 403) is the site's error page,
 * as everywhere. Each page gives its own words.
 */
export function LoadErrorPanel(props: { title: string; body?: string; retry: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status < 500) return <RouteErrorPage />;
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-2xl border border-danger/25 bg-surface px-6 py-12 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-danger" />
      <h1 className="text-lg font-bold">{props.title}</h1>
      {props.body && <p className="max-w-sm text-sm text-muted">{props.body}</p>}
      <Button
        variant="secondary"
        isPending={revalidator.state === 'loading'}
        onPress={() => void revalidator.revalidate()}
      >
        <RotateCw aria-hidden="true" className="size-4.5" />
        {props.retry}
      </Button>
    </div>
  );
}
