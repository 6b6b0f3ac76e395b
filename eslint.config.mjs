import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import globals from 'globals'

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // These render the attributes next/image computes (getImageProps) as plain tags on the server, so the
    // optimised srcset arrives without next/image's client component.
    files: [
      'components/ui/Picture.tsx',
      'components/ui/StaticImage.tsx',
      'components/ui/MediaImg.tsx',
      'components/home/HomeHero.tsx',
      'components/yacht/InteriorImage.client.tsx',
    ],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // next/og draws the share card from plain tags only; the 404 page's beacon without JavaScript is a logging
    // request, not a picture; the unit tests stand in plain tags for next/image and next/link.
    files: ['components/seo/ShareCard.tsx', 'app/(site)/\\[locale\\]/not-found.tsx', 'tests/unit/**'],
    rules: { '@next/next/no-img-element': 'off', '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Plain JavaScript (the scripts, tools and cache handler) has no type checker to catch a name used but never
    // defined or imported.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-undef': 'error' },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'bench-results/**',
      'next-env.d.ts',
      'lib/cms/payload-types.ts',
      'lib/cms/migrations/**',
      'app/(payload)/admin/importMap.js',
    ],
  },
]

export default config
