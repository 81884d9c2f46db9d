import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import './route-error.css';

// A failed lazy chunk after a deploy is fixed by a reload; anything else gets a way home.
export function RouteError() {
  const error = useRouteError();
  console.error('route error', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="route-error" role="alert">
      <AlertIcon size={36} />
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload to try again; your data is safe.</p>
      {detail ? <p className="route-error__detail">{detail}</p> : null}
      <div className="route-error__actions">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to={paths.home} variant="secondary">
          Go to home
        </ButtonLink>
      </div>
    </div>
  );
}
