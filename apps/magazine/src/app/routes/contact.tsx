import { ContactPage } from '../../features/contact/components/contact-page';

export function route() {
  return { Component: ContactPage };
}
