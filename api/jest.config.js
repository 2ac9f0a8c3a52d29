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
  // One test file at a time, but in a worker that is replaced once it holds more than the limit after a file:
  // Jest's ESM mode keeps every file's module graph alive, and in one process the heap grew past 3.5 GB, spent
  // most of its time collecting and then ran out of memory. Two at a time is not safe yet: the audit suite's
  // staff-read list and the shared-links suite saw each other's writes (and two files at once were no faster on
  // two cores).
  maxWorkers: 1,
  workerIdleMemoryLimit: '1200MB',
};
