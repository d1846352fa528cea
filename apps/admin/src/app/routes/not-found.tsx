import { NotFoundPage } from '../../features/errors/components/not-found-page';

export const Component = NotFoundPage;
