import { useLocation } from 'react-router';
import { ComingSoon } from '../../features/placeholders/components/coming-soon';
import { pageHeading } from '../../lib/page-heading';

export function Component() {
  const { pathname } = useLocation();
  return <ComingSoon title={pageHeading(pathname).title} />;
}
