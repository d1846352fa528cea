/** The error page's code (components/error-page.tsx loads it when one is shown). */
export { ErrorPage } from '@sitenet/ui';
