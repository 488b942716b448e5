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
      comment: 'A route declares its contract and calls one service; reading, writing and queueing jobs are theirs.',
      from: { path: '^apps/server/src/routes/' },
      to: { path: '^(packages/db/|apps/server/src/(storage|pipeline|jobs|queue)/)' },
    },
    {
      name: 'services-not-routes-or-handlers',
      severity: 'error',
      comment:
        'Services sit under the routes and under the code that runs jobs: they queue a job through ' +
        'queue/ (its definition and the queue interface) and never import HTTP code, jobs/ or pipeline/.',
      from: { path: '^apps/server/src/services/' },
      to: { path: '^apps/server/src/(routes|http|jobs|pipeline)/' },
    },
    {
      name: 'queue-below-services',
      severity: 'error',
      comment:
        'queue/ holds what callers need to queue a job (names, payloads, retry policies, the stage ' +
        'list, the queue itself); it sits below the services, so it never imports them, a handler or HTTP code.',
      from: { path: '^apps/server/src/queue/' },
      to: { path: '^apps/server/src/(services|jobs|pipeline|routes|http)/' },
    },
    {
      name: 'web-features-apart',
      comment:
        'A feature is one area of the web app: its pages and components. It never imports another ' +
        'area, so each can change alone: what several use lives in shared/, components/ or api/, and ' +
        'the shell (app/) puts areas together, handing a page what another area shows in it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-not-app',
      comment:
        'The shell (app/: router, areas, layout) imports the features, never the other way: what a ' +
        'feature needs of the whole app (store, session, notices, addresses) lives in shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-not-features-or-app',
      comment:
        'shared/, components/ and api/ are what the areas and the shell build on; they never import ' +
        'an area or the shell, so using one never pulls in a page.',
      severity: 'error',
      from: { path: '^apps/web/src/(shared|components|api)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'editor-one-door',
      comment:
        'The rest of the web app uses the transcript editor through its page, TranscriptEditor.tsx, ' +
        'so its rooms can change without reaching into other areas. Features being apart, only the ' +
        'shell imports it, and hands it to the pages that show a transcript.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/features/editor/' },
      to: { path: '^apps/web/src/features/editor/', pathNot: '^apps/web/src/features/editor/TranscriptEditor\\.tsx$' },
    },
    {
      name: 'editor-rooms-not-page',
      comment: "The editor's rooms serve its page; none of them depends on the page that puts them together.",
      severity: 'error',
      from: { path: '^apps/web/src/features/editor/[^/]+/' },
      to: { path: '^apps/web/src/features/editor/TranscriptEditor\\.tsx$' },
    },
    {
      name: 'editor-logic-not-components',
      comment:
        "The editor's document, its session with the server and its input handling hold no components: " +
        'what the page shows may change without touching how the document is kept, saved or edited.',
      severity: 'error',
      from: { path: '^apps/web/src/features/editor/(state|session|input)/' },
      to: { path: '\\.tsx$' },
    },
    {
      name: 'web-decisions-pure',
      comment:
        "The editor's document state and the decisions of its input and of the audiogram maker are " +
        'plain functions of their input (tested without a page): no React, no store, no HTTP.',
      severity: 'error',
      from: {
        path: '^apps/web/src/features/editor/(state/|input/input-intent\\.ts$|audiograms/maker/maker-choices\\.ts$)',
      },
      to: {
        path: '^(node_modules/(@types/)?(react|react-dom|react-redux|react-virtuoso|@reduxjs|@mui|@emotion)/|apps/web/src/(api|app|components|shared)/)',
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
    // Libraries are in the graph (not followed), so a rule can name the ones a folder may not use.
    exclude: { path: '^(apps|packages)/[^/]+/dist/|(^|/)\\.tmp/' },
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
