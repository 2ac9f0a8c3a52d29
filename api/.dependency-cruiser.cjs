/**
 * The API's dependency rule (part of `npm run lint`, so of `npm test`), with no exceptions:
 * - domain/ is pure: it imports only its own domain folder and the platform's pure types and rules (deciders,
 *   errors, platform/domain/);
 * - a context imports another only through its public surface, `<context>/index.ts`;
 * - the platform imports no context;
 * - no cycles.
 * Composition roots (main.ts, worker.ts, app*.ts, contexts.ts, bench-surface.ts, cli/, demo/, testing/) wire
 * contexts together and may import their surfaces; tests reach into their own context, and into other contexts'
 * surfaces and testing/ fixtures.
 */
/** Every folder of src/ but the platform and the composition roots is a context: a new one is covered at once. */
const CONTEXTS = '((?!(?:platform|demo|cli|testing)/)[^/]+)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one: merge them, or move what both need into a third.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-is-pure',
      comment:
        "domain/ is pure: its own files, the platform's decider, error and role types, its pure rules (platform/domain/), " +
        'the given/when/then helper.',
      severity: 'error',
      from: { path: '^src/([^/]+)/domain/' },
      to: {
        pathNot: [
          '^src/$1/domain/',
          '^src/platform/commands/decider\\.ts$',
          '^src/platform/commands/event-catalog\\.ts$',
          '^src/platform/commands/testing/decider-spec\\.ts$',
          '^src/platform/errors/domain-errors\\.ts$',
          '^src/platform/domain/',
          '^src/platform/auth/roles\\.ts$',
        ],
      },
    },
    {
      name: 'contexts-through-surfaces',
      comment: 'Another context is reached through its public surface, <context>/index.ts, never its files.',
      severity: 'error',
      from: { path: `^src/${CONTEXTS}/` },
      to: {
        path: `^src/${CONTEXTS}/`,
        pathNot: ['^src/$1/', `^src/${CONTEXTS}/index\\.ts$`, `^src/${CONTEXTS}/testing/`],
      },
    },
    {
      name: 'fixtures-only-in-tests',
      comment:
        "Any testing/ folder (fixtures, offered to every context's tests) is for tests only: the build leaves out " +
        'testing/, specs and contract suites (tsconfig.build.json), so built code importing one fails at run time.',
      severity: 'error',
      from: { pathNot: ['\\.spec\\.ts$', '\\.contract\\.ts$', '/testing/'] },
      to: { path: '/testing/' },
    },
    {
      name: 'platform-knows-no-context',
      comment: 'The platform serves every context and names none (its tests may exercise it with real contexts).',
      severity: 'error',
      from: { path: '^src/platform/', pathNot: '\\.spec\\.ts$' },
      to: { path: `^src/(${CONTEXTS}|demo|cli)/` },
    },
    {
      name: 'roots-use-surfaces',
      comment: 'Composition roots wire contexts through their surfaces too.',
      severity: 'error',
      from: { path: '^src/(demo|cli|testing)/|^src/[^/]+\\.ts$', pathNot: '\\.spec\\.ts$' },
      to: { path: `^src/${CONTEXTS}/`, pathNot: `^src/${CONTEXTS}/index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
