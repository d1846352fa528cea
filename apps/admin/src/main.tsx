import { readAppConfig } from '@sitenet/api-client/app-config';
import { env } from './env';
import { mount } from './mount';

const root = document.getElementById('root');
if (root) mount(root, readAppConfig(document, env.apiBaseUrl));
