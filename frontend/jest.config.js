/** Component tests in jsdom; the server renderer's tests run in node (see their docblock). */
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // Backend modules the tests share (the section declarations) import their siblings as .js, the Node ESM way.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.js', '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          // The backend's route facts, which a test reads, are a JSON module imported with its attribute.
          experimental: { keepImportAttributes: true },
        },
      },
    ],
  },
  testTimeout: 20000,
  // Jest's default on two cores is one worker: the component tests (jsdom, CPU-bound) then ran one
  // file after another, 120 s in CI; two take about half.
  maxWorkers: 2,
};
