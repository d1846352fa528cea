import { SitesPage } from '../../features/sites/components/sites-page';

export const Component = SitesPage;
