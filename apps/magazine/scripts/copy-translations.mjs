// Copies the one source of the texts, packages/i18n/translations/<locale>.json, next to the
// magazine's HTML (public/translations/), where the app fetches them at /translations/<locale>.json.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '../../../packages/i18n/translations');
const target = join(here, '../public/translations');

mkdirSync(target, { recursive: true });
const files = readdirSync(source).filter((file) => file.endsWith('.json'));
for (const file of files) copyFileSync(join(source, file), join(target, file));
console.log(`copied ${files.length} translation files to public/translations`);
