import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // src/content is build-time code (Node APIs, the Markdown pipeline, Babel, Prettier) and must
    // not reach a browser bundle: the rest of src/ may not import it. getStaticProps in pages/,
    // scripts/ and tests may.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)content(/|$)',
              message: 'src/content runs at build time only; pass what a component needs through getStaticProps props.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'next-env.d.ts',
      'bench/**',
      '.generated/**',
      'public/static/demos/**',
      'test-results/**',
    ],
  },
];

export default config;
