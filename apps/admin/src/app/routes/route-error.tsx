import { useRouteError } from 'react-router';
import { ServerErrorPage } from '../../features/errors/components/server-error-page';
import { logger } from '../../lib/logger';

/** A render error or a chunk that failed to load shows the 500 page, never a blank screen. */
export function RouteError() {
  logger.error('Route error', useRouteError());
  return <ServerErrorPage />;
}
