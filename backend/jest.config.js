/** API and unit tests run the real Nest app on a real PostgreSQL engine (in-memory PGlite per file by default). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
    target: 'es2023',
    // A JSON module (the generated route facts) is imported with its attribute, as Node requires.
    experimental: { keepImportAttributes: true },
  },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', swc],
    // Node 20's require(esm) is not available inside Jest: ESM-only packages that CommonJS
    // packages require are compiled to CommonJS on the way in.
    '/node_modules/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2023' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  // A hook that starts the app migrates a fresh database: on a busy two-core machine (CI beside
  // other jobs) that took over 30 s, and a timeout there failed whole files that had nothing wrong.
  testTimeout: 90000,
  // Jest's default on two cores is one worker, which ran the files one after another (25 min in
  // CI); every file starts its own app and database, so two workers take half the time (12.6 min).
  maxWorkers: 2,
  // The app the tests start serves its spec from the Swagger plugin's metadata: kept current here too.
  globalSetup: '<rootDir>/scripts/swagger-metadata.mjs',
};
