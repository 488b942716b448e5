// Import rules the layers of ARCHITECTURE.md ("Where code goes") rely on, checked by `npm run lint`
// and so by `npm test`. A rule here is a promise the code keeps; change the table and this together.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle means neither side can be understood, tested or moved without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-not-apps',
      severity: 'error',
      comment: 'Packages are shared building blocks; an app depends on them, never the other way.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contracts-only-zod',
      severity: 'error',
      comment: 'Contracts are read by the browser and the server alike: types and zod only.',
      from: { path: '^packages/contracts/' },
      to: { path: '^packages/(?!contracts/)' },
    },
    {
      name: 'web-not-server-side',
      severity: 'error',
      comment: 'The browser talks to the server over HTTP only; node-only packages do not run there.',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server|packages/(db|media|speech|insights|exports))/' },
    },
    {
      name: 'routes-not-data',
      severity: 'error',
      comment: 'A route declares its contract and calls one service; reading and writing is theirs.',
      from: { path: '^apps/server/src/routes/' },
      to: { path: '^(packages/db/|apps/server/src/(storage|pipeline|jobs)/)' },
    },
    {
      name: 'services-not-routes-or-handlers',
      severity: 'error',
      comment:
        'Services sit under the routes and above the pipeline: they queue jobs through their ' +
        'definitions and never import HTTP code or a job handler.',
      from: { path: '^apps/server/src/services/' },
      to: {
        path: '^apps/server/src/(routes|http|jobs|pipeline)/',
        pathNot: '^apps/server/src/(jobs/(definitions|queue)|pipeline/(definitions|stages))\\.ts$',
      },
    },
    {
      name: 'no-test-code-in-source',
      severity: 'error',
      comment: 'Shipped code never depends on tests or their support files.',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { path: '/test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    // Workspace packages are symlinked under node_modules; follow them to their sources.
    preserveSymlinks: false,
  },
};
