/**
 * Import rules `npm run lint` checks (dependency-cruiser): no cycles anywhere, and the frontend's
 * one-way layering, as bulletproof-react has it: shared code (api, ui, site, layout, consent and
 * the top-level modules they need) → features → app (routes, router, entries). The frontend's own
 * code never reads the backend's source; the contract between them is openapi/client.
 */
const SHARED = '^frontend/src/(api|ui|site|consent|layout)/|^frontend/src/(app-state|texts|theme)\\.ts$';
const FEATURES = '^frontend/src/features/';
const APP = '^frontend/src/(routes/|router\\.tsx$|entry-(client|server)\\.tsx$|RootDocument\\.tsx$)';
const TESTS = '\\.test\\.tsx?$|/test/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: one of its modules must give the other what it needs.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'frontend-not-backend-source',
      severity: 'error',
      comment: 'The frontend knows the backend through openapi/client (its tests may read the backend’s fixtures).',
      from: { path: '^frontend/', pathNot: TESTS },
      to: { path: '^backend/' },
    },
    {
      name: 'shared-not-features',
      severity: 'error',
      comment: 'Shared code does not know the features that use it.',
      from: { path: SHARED, pathNot: TESTS },
      to: { path: `${FEATURES}|${APP}` },
    },
    {
      name: 'features-not-app',
      severity: 'error',
      comment: 'A feature does not know the routes or the entries that place it.',
      from: { path: FEATURES, pathNot: TESTS },
      to: { path: APP },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
  },
};
