import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import { ErrorPage } from '@sitenet/ui';
import { paths } from '../../../config/paths';

/** SPEC section 8: the 404 page. */
export function NotFoundPage() {
  return (
    <main>
      <ErrorPage
        code="404"
        title="We have lost this page"
        description={
          <>
            The requested page is missing. Check the URL or{' '}
            <Anchor component={Link} to={paths.home} c="#26348a" fw={600}>
              Return Home
            </Anchor>
            .
          </>
        }
      />
    </main>
  );
}
