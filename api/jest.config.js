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
  // Two files at a time, one per core (every stack has its own database, Redis prefix and port), each in a worker
  // that is replaced once it holds more than the limit after a file: Jest's ESM mode keeps every file's module
  // graph alive, and in one process the heap grew past 3.5 GB, spent most of its time collecting and then ran
  // out of memory. One at a time, the suite took 21 minutes of the CI's 45.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1200MB',
};
