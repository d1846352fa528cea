import react from '@sitenet/eslint-config/react';

/** Features meet only in app/routes: a feature never imports another feature. */
const features = ['locale', 'layout', 'home', 'category', 'article', 'contact', 'static-pages', 'palette'];

export default [
  { ignores: ['public/**'] },
  ...react,
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `**/features/${f}`]),
              message: 'A feature never imports another feature; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  })),
];
