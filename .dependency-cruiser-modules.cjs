/**
 * The server's modules form a DAG (docs/architecture.md): no module imports another that, directly or
 * round a loop, imports it. A rule over folders, not files, so it runs apart from .dependency-cruiser.cjs
 * on production code only (a test may reach across modules to set its scene). `npm run lint` runs both;
 * scripts/architecture.test.ts proves each rule fails on a tree that breaks it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
// dependency-cruiser reads its configuration as CommonJS: the file rules' options are shared by require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-modules-form-a-dag',
      comment:
        'A lower module that must cause something in a higher one uses a seam (the mail outbox, the live ' +
        'change, a callback handed in at start-up), never an import back up.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/modules/' },
      to: { path: '^server/modules/', circular: true },
    },
  ],
  options: {
    ...base.options,
    // Module to module only: the layers every module uses (db, trpc) are the rules of .dependency-cruiser.cjs.
    includeOnly: { path: '^server/modules/' },
    exclude: { path: '\\.test\\.ts$' },
  },
};
