import { Link } from 'react-router';
import { Alert, Anchor, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { paths } from '../../../config/paths';

/**
 * The spec falls back to the global menu when the route's domain matches none of the admin's
 * sites; this says so on the page instead of letting other data pass for that site's.
 */
export function UnknownSiteAlert({ domain }: { domain: string }) {
  return (
    <Alert color="orange" variant="light" title={`No site matches ${domain}`} mb="lg">
      <Text size="sm">
        None of your sites has this domain, so nothing of it is shown here.{' '}
        <Anchor component={Link} to={paths.sites} size="sm" fw={600}>
          See your sites
        </Anchor>
      </Text>
    </Alert>
  );
}
