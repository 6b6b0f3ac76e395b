import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // The suite runs these beside the production build: a form filled key by key can take twice its usual time.
  testTimeout: 15_000,
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/server-only-stub.ts',
    // The precompiled messages' formatter, as next.config.ts selects it for the site.
    '^use-intl/format-message$': '<rootDir>/node_modules/use-intl/dist/esm/production/format-message/format-only.js',
  },
}

// next-intl and its message runtime, and the hashing and base32 code under otplib, ship as ES modules only: Jest
// compiles them like our own code.
const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify', '@scure', '@noble']

export default async function jestConfig() {
  const resolved = await createJestConfig(config)()
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('node_modules')),
    ],
  }
}
