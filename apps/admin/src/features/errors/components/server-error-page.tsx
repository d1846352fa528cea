import { Link } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import { ErrorPage } from '@sitenet/ui';
import { paths } from '../../../config/paths';

/** SPEC section 8: the 500 page. */
export function ServerErrorPage() {
  return (
    <main>
      <ErrorPage
        code="500"
        title="Internal Server Error"
        description={
          <>
            Server error occurred. Please try again later or{' '}
            <Anchor href="mailto:support@tipshub.example" c="#26348a" fw={600}>
              Contact Us
            </Anchor>{' '}
            for assistance
          </>
        }
        actions={
          <Button component={Link} to={paths.home}>
            Back to Home
          </Button>
        }
      />
    </main>
  );
}
