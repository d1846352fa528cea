import { describe, it } from 'node:test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { sitenetPlugin } from './walls.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const at = (relative) => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const { rules } = sitenetPlugin;

tester.run('feature-boundaries', rules['feature-boundaries'], {
  valid: [
    { filename: at('apps/admin/src/features/posts/components/x.tsx'), code: "import { a } from '../lib/posts-table';" },
    { filename: at('apps/admin/src/app/routes.tsx'), code: "import { a } from '../features/posts/components/x';" },
    { filename: at('apps/magazine/src/features/home/x.ts'), code: "import { a } from '../../lib/languages';" },
  ],
  invalid: [
    { filename: at('apps/admin/src/features/posts/x.ts'), code: "import { a } from '../sites/y';", errors: [{ messageId: 'cross' }] },
    { filename: at('apps/magazine/src/features/home/x.ts'), code: "export * from '../../app/routes';", errors: [{ messageId: 'cross' }] },
    { filename: at('apps/magazine/src/features/home/x.ts'), code: "const m = import('../palette/z');", errors: [{ messageId: 'cross' }] },
  ],
});

tester.run('workspace-boundaries', rules['workspace-boundaries'], {
  valid: [
    { filename: at('apps/admin/src/x.ts'), code: "import { a } from '@sitenet/i18n/languages';" },
    { filename: at('apps/magazine/src/x.ts'), code: "import en from '@sitenet/i18n/translations/en.json';" },
    { filename: at('apps/api/src/x.ts'), code: "import { a } from 'drizzle-orm';" },
  ],
  invalid: [
    { filename: at('packages/i18n/src/x.ts'), code: "import { a } from '@sitenet/admin';", errors: [{ messageId: 'appFromPackage' }] },
    { filename: at('apps/admin/src/x.ts'), code: "import { a } from '../../api/src/env';", errors: [{ messageId: 'deepRelative' }] },
    { filename: at('apps/admin/src/x.ts'), code: "import { a } from '@sitenet/api-client/src/http';", errors: [{ messageId: 'notExported' }] },
  ],
});

tester.run('env-only-in-env-file', rules['env-only-in-env-file'], {
  valid: [
    { filename: at('apps/api/src/env.ts'), code: 'export const port = process.env.PORT;' },
    { filename: at('apps/admin/src/env.ts'), code: 'export const mode = import.meta.env.MODE;' },
    { filename: at('apps/api/src/main.ts'), code: 'const args = process.argv;' },
  ],
  invalid: [
    { filename: at('apps/api/src/main.ts'), code: 'const port = process.env.PORT;', errors: [{ messageId: 'env' }] },
    { filename: at('apps/admin/src/x.ts'), code: 'const mode = import.meta.env.MODE;', errors: [{ messageId: 'env' }] },
  ],
});
