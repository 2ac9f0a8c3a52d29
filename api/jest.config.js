// Jest in ESM mode (NestJS 12, openid-client and oidc-provider are ESM-only), compiled by swc.
export default {
  testEnvironment: 'node',
  rootDir: 'src',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2023',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  testMatch: ['**/*.spec.ts'],
  // Generous: a test stack's start took over 60 s on a machine at load 17, and a hook that times out lets the
  // start go on after Jest tore the environment down, where Nest's package loader exits the whole run.
  testTimeout: 120000,
  reporters: ['default', '<rootDir>/../slowest-files.reporter.js'],
  maxWorkers: 2,
};
