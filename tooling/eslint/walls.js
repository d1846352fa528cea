import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The walls of the monorepo as lint rules, shared by every workspace (see README.md):
 * - sitenet/feature-boundaries: a feature never imports another feature or the app layer.
 * - sitenet/workspace-boundaries: packages never import apps; a workspace reaches another only by
 *   its package name and a subpath its `exports` declare (no deep relative imports).
 * - sitenet/env-only-in-env-file: process.env / import.meta.env are read in env.ts only.
 * - import-x/no-cycle: no import cycles.
 */

const IMPORT_NODES = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'];

/** Calls `check(node, source)` for every static import/export source and literal dynamic import. */
function onImports(check) {
  const visit = (node) => {
    const source = node.source?.type === 'Literal' ? node.source.value : undefined;
    if (typeof source === 'string') check(node, source);
  };
  return Object.fromEntries(IMPORT_NODES.map((type) => [type, visit]));
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature never imports another feature nor the app layer; features meet in src/app.' },
    messages: { cross: '{{from}} must not import from {{to}}: features meet only in src/app (compose them there).' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match) return {};
    const own = match[1];
    const srcDir = file.slice(0, match.index + 4);
    return onImports((node, source) => {
      if (!source.startsWith('.')) return;
      const target = path.relative(srcDir, path.resolve(path.dirname(file), source)).split(path.sep);
      if (target[0] === 'app') {
        context.report({ node, messageId: 'cross', data: { from: `features/${own}`, to: 'app' } });
      } else if (target[0] === 'features' && target[1] && target[1] !== own) {
        context.report({ node, messageId: 'cross', data: { from: `features/${own}`, to: `features/${target[1]}` } });
      }
    });
  },
};

/** The workspaces of the repository, read once per lint run: name -> { dir, kind, exports }. */
let workspaceCache;
function workspaces(fromDir) {
  if (workspaceCache) return workspaceCache;
  let root = fromDir;
  while (!existsSync(path.join(root, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(root);
    if (parent === root) return (workspaceCache = { root: null, byName: new Map(), list: [] });
    root = parent;
  }
  const list = [];
  const add = (dir, kind) => {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) return;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    list.push({ name: pkg.name, dir, kind, exports: pkg.exports ?? null });
  };
  for (const group of ['apps', 'packages', 'tooling']) {
    const groupDir = path.join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      if (entry.isDirectory()) add(path.join(groupDir, entry.name), group === 'apps' ? 'app' : group === 'packages' ? 'package' : 'tooling');
    }
  }
  add(path.join(root, 'e2e'), 'e2e');
  return (workspaceCache = { root, byName: new Map(list.map((ws) => [ws.name, ws])), list });
}

function workspaceOf(list, file) {
  return list
    .filter((ws) => file === ws.dir || file.startsWith(ws.dir + path.sep))
    .sort((a, b) => b.dir.length - a.dir.length)[0];
}

/** Whether `./sub` (or '.') is one of the package's exports keys, `*` patterns included. */
function exported(exportsField, subpath) {
  if (exportsField === null) return true; // no exports field: node allows any path
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return subpath === '.';
  const keys = Object.keys(exportsField);
  if (!keys.every((key) => key.startsWith('.'))) return subpath === '.'; // conditions only
  return keys.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [prefix, suffix] = key.split('*');
    return subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= prefix.length + suffix.length;
  });
}

const workspaceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Packages never import apps; workspaces meet only through package names and their exports.' },
    messages: {
      appFromPackage: '{{from}} is a package and must not import the app {{to}}.',
      deepRelative: 'Do not reach into {{to}} by a relative path; import it by its package name.',
      notExported: '{{to}} does not export "{{subpath}}"; use one of its exports (package.json "exports").',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const { byName, list } = workspaces(path.dirname(file));
    const own = workspaceOf(list, file);
    if (!own) return {};
    return onImports((node, source) => {
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(file), source);
        const other = workspaceOf(list, target);
        if (other && other !== own) context.report({ node, messageId: 'deepRelative', data: { to: other.name } });
        return;
      }
      const parts = source.split('/');
      const name = source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      const target = byName.get(name);
      if (!target || target === own) return;
      if (own.kind === 'package' && target.kind === 'app') {
        context.report({ node, messageId: 'appFromPackage', data: { from: own.name, to: target.name } });
        return;
      }
      const rest = parts.slice(source.startsWith('@') ? 2 : 1).join('/');
      const subpath = rest ? `./${rest}` : '.';
      if (!exported(target.exports, subpath)) {
        context.report({ node, messageId: 'notExported', data: { to: target.name, subpath } });
      }
    });
  },
};

const envOnlyInEnvFile = {
  meta: {
    type: 'problem',
    docs: { description: 'The environment is read and validated in env.ts only.' },
    messages: { env: '{{what}} is read in env.ts only: add the setting there (validated) and import it.' },
    schema: [],
  },
  create(context) {
    if (/^env\.[cm]?[jt]sx?$/.test(path.basename(context.filename))) return {};
    return {
      MemberExpression(node) {
        const { object, property } = node;
        const isEnv = !node.computed && property.type === 'Identifier' && property.name === 'env';
        if (!isEnv) return;
        if (object.type === 'Identifier' && object.name === 'process') {
          context.report({ node, messageId: 'env', data: { what: 'process.env' } });
        } else if (object.type === 'MetaProperty' && object.meta.name === 'import' && object.property.name === 'meta') {
          context.report({ node, messageId: 'env', data: { what: 'import.meta.env' } });
        }
      },
    };
  },
};

export const sitenetPlugin = {
  meta: { name: '@sitenet/eslint-config/walls' },
  rules: {
    'feature-boundaries': featureBoundaries,
    'workspace-boundaries': workspaceBoundaries,
    'env-only-in-env-file': envOnlyInEnvFile,
  },
};

/**
 * Where reading the environment directly is justified: tests, benchmarks, scripts and tool
 * configs run outside the app and configure themselves.
 */
export const ENV_EXEMPT_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/tests/**',
  '**/bench/**',
  '**/scripts/**',
  '**/*.config.{js,ts,mjs}',
];

/** The walls; base.js includes them, so every workspace gets them with its usual config. */
export default [
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { sitenet: sitenetPlugin, 'import-x': importX },
    settings: {
      // How import-x reads the files it follows: TypeScript sources, resolved like node with .ts.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'sitenet/feature-boundaries': 'error',
      'sitenet/workspace-boundaries': 'error',
      'sitenet/env-only-in-env-file': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ENV_EXEMPT_FILES, rules: { 'sitenet/env-only-in-env-file': 'off' } },
];
