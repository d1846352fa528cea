import path from 'node:path';
import react from '@sitenet/eslint-config/react';

/**
 * Lint zone (bulletproof-react): a feature never imports another feature, nor the app layer;
 * features meet only in src/app/routes.
 */
const featureBoundaries = {
  meta: { type: 'problem', messages: { cross: '{{from}} must not import from {{to}}' } },
  create(context) {
    const file = context.filename;
    const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!match) return {};
    const own = match[1];
    const srcDir = file.slice(0, match.index + 4);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(srcDir, path.resolve(path.dirname(file), source))
        .split(path.sep);
      if (target[0] === 'app') {
        context.report({ node, messageId: 'cross', data: { from: `features/${own}`, to: 'app' } });
      } else if (target[0] === 'features' && target[1] !== own) {
        context.report({
          node,
          messageId: 'cross',
          data: { from: `features/${own}`, to: `features/${target[1]}` },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default [
  { ignores: ['dist/**', 'bench-results/**'] },
  ...react,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { sitenet: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'sitenet/feature-boundaries': 'error' },
  },
];
