/** Browser tests: Debian's Chromium, driven by playwright-core, against the started production build. */
export default {
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' } }],
  },
  globalSetup: '<rootDir>/global-setup.js',
  globalTeardown: '<rootDir>/global-teardown.js',
  testTimeout: 60000,
  maxWorkers: 1,
  // Keep-alive sockets of fetch and the browser keep the process open after the run.
  forceExit: true,
};
