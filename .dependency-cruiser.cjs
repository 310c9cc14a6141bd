/**
 * The architecture of docs/design.md §9, enforced: `npm run lint` and `npm test`
 * (server/architecture.test.ts) fail on any import that breaks one of these rules.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-across-folders',
      comment:
        'An import cycle that leaves its folder ties two homes into one. (An entity and its child entity ' +
        'in one folder may refer to each other: MikroORM relations are two-way.)',
      severity: 'error',
      from: { path: '^(.+)/[^/]+$' },
      to: { circular: true, via: { pathNot: '^$1/[^/]+$' } },
    },
    {
      name: 'pieces-only-through-its-entry',
      comment:
        'Whether a piece may be taken is one module with one public surface, server/modules/pieces/pieces.ts, ' +
        'and its entities beside it in entities.ts (docs/decisions/023): its other files are its own, so its ' +
        'rules can change without a caller noticing.',
      severity: 'error',
      from: { pathNot: '^server/modules/pieces/' },
      to: { path: '^server/modules/pieces/', pathNot: '^server/modules/pieces/(pieces|entities)\\.ts$' },
    },
    {
      name: 'domain-rules-free-of-transport',
      comment:
        'Entities and services hold the rules, whoever calls: they never import tRPC, REST or HTTP code. ' +
        'Only a domain’s routers (<domain>.router.ts, <domain>.admin-router.ts) speak tRPC.',
      severity: 'error',
      from: { path: '^server/modules/', pathNot: '\\.(router|admin-router)\\.ts$|\\.test\\.ts$' },
      to: { path: '^server/(trpc|rest|http)/' },
    },
    {
      name: 'routers-free-of-rest',
      comment:
        'tRPC is the core and REST its adapter (docs/decisions/001): the core never imports the adapter. ' +
        'The one exception is proof-urls.ts, a leaf of the paths REST serves that an order’s JSON links to.',
      severity: 'error',
      from: { path: '^server/(modules|trpc)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/rest/', pathNot: '^server/rest/proof-urls\\.ts$' },
    },
    {
      name: 'rest-only-through-procedures',
      comment:
        'A REST route calls a tRPC procedure and answers its envelope; it never reaches the database, the ' +
        'storage or a domain service around the procedure (types may be shared).',
      severity: 'error',
      from: { path: '^server/rest/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^server/(modules|seed)/|^server/db/(orm|entities)\\.ts$|^server/storage/(create-storage|local-storage|s3-storage)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'client-imports-only-server-types',
      comment:
        'The browser gets the server’s types (AppRouter), never its code. Component tests (*.test.tsx and ' +
        'their harness in client/test/) run in Node, not the browser: they start the real test app and ' +
        'make its data with the server’s test helpers.',
      severity: 'error',
      from: { path: '^client/', pathNot: '\\.test\\.tsx$|^client/test/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-never-imports-feature',
      comment: 'Features are fenced (style.md §1): route files compose them; shared UI sits in client/components.',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/features/', pathNot: '^client/features/$1/' },
    },
    {
      name: 'client-parts-free-of-routes-and-features',
      comment: 'client/components and client/lib serve every feature, so they know none of them.',
      severity: 'error',
      from: { path: '^client/(components|lib)/' },
      to: { path: '^client/(features|routes)/' },
    },
    {
      name: 'shared-imports-only-zod',
      comment: 'shared/ is read by both sides: it imports nothing but zod (and its own tests, vitest).',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^(shared/|node_modules/zod/)' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'production-never-imports-tests',
      comment: 'Test helpers and fixtures stay out of what runs in production.',
      severity: 'error',
      from: { path: '^(server|client|shared)/', pathNot: '\\.test\\.tsx?$|^(server|client)/test/' },
      to: { path: '\\.test\\.tsx?$|^(server|client)/test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^client/route-tree\\.gen\\.ts$' },
    // Type-only imports are dependencies too; rules that allow them say so with dependencyTypesNot.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
