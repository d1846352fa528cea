import { readAppConfig } from '@sitenet/api-client/app-config';

/**
 * The shell decides which app this page is and loads only that one: the admin console when the
 * page configuration carries `"admin": true`, otherwise the public magazine (SPEC section 1).
 */
const config = readAppConfig(document);
const root = document.getElementById('root');

if (root) {
  const app = config.admin ? import('@sitenet/admin/mount') : import('@sitenet/magazine/mount');
  void app.then(({ mount }) => mount(root, config));
}
