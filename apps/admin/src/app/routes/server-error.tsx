import { ServerErrorPage } from '../../features/errors/components/server-error-page';

export const Component = ServerErrorPage;
