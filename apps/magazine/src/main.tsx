import { readAppConfig } from '@sitenet/api-client/app-config';
import { env } from './env';
import { mount } from './mount';

// The standalone magazine page: same configuration element as the shell's index.html.
const root = document.getElementById('root');
if (root) mount(root, readAppConfig(document, env.apiBaseUrl));
