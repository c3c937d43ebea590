// Import boundaries, checked by `npm run lint` (and so by `npm test` and CI). docs/boundaries.md
// explains each rule with an example. A rule's `comment` is what the failure message shows.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-imports-other-app',
      comment:
        'A remote never imports another remote, the shell or the api: remotes meet through the event bus and the shell through its context (shared/).',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: '^(shell|api|e2e|bench|mf-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'shell-imports-app',
      comment: 'The shell mounts remotes through Module Federation at run time, never by a static import, and never imports the api.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(api|e2e|bench|mf-[^/]+)/' },
    },
    {
      name: 'shared-imports-app',
      comment: 'shared/ is imported by every app and imports none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|api|e2e|bench|mf-[^/]+)/' },
    },
    {
      name: 'api-imports-browser-app',
      comment: 'The api imports shared/ contracts, never a browser app.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(shell|e2e|mf-[^/]+)/' },
    },
    {
      name: 'browser-imports-api',
      comment: 'Browser code never imports api/: what both sides need lives in shared/.',
      severity: 'error',
      from: { path: '^(shell|shared|mf-[^/]+)/' },
      to: { path: '^api/' },
    },
    {
      name: 'feature-deep-import',
      comment:
        "A feature reaches another feature only through that feature's public entry (features/<name>/index.ts); what several features share belongs in the app's components/ or in shared/.",
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/[^/]+/', pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'browser-imports-contracts-barrel',
      comment:
        'Browser code imports a contract by its file (@dating/shared/contracts/likes), never the barrel (contracts/index), which takes every contract and its schemas into the bundle.',
      severity: 'error',
      from: { path: '^(shell|shared|mf-[^/]+)/', pathNot: '^shared/src/contracts/' },
      to: { path: '^shared/src/contracts/index\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'Modules do not import each other in a cycle: move what both need into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'route-imports-data-layer',
      comment:
        'api/src/routes/ holds the HTTP edge only (schema, auth, one call into a domain module): queries live in the domain modules.',
      severity: 'error',
      from: { path: '^api/src/routes/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^api/src/db/schema', '(^|/)node_modules/drizzle-orm/'] },
    },
    {
      name: 'route-imports-route',
      comment: 'A route never imports another route: what two routes share is a domain module (or api/src/http for HTTP helpers).',
      severity: 'error',
      from: { path: '^api/src/routes/([^/]+)/' },
      to: { path: '^api/src/routes/', pathNot: '^api/src/routes/$1/' },
    },
    {
      name: 'schema-imports-route-table',
      comment: 'The database schema takes its value lists from shared/src/contracts, never from the route table.',
      severity: 'error',
      from: { path: '^api/src/db/' },
      to: { path: '^shared/src/routes/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a cycle or a deep import is one whether or not the compiler erases it.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|test-results|playwright-report|data)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
