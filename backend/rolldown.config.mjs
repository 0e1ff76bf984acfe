// The production server as one file: Node resolves and reads some 1,500 modules for the unbundled
// build, which was most of the start-up time. Packages that find files of their own next to their
// code (PGlite's WebAssembly, argon2's native addon, Swagger UI's assets) stay outside, and so do
// optional packages that Nest and TypeORM load only when installed.
import { builtinModules } from 'node:module';

const outside = [
  /^@electric-sql\//,
  /^argon2(\/|$)/,
  /^swagger-ui-dist(\/|$)/,
  // optional, loaded only when installed
  /^pg-native$/,
  /^@nestjs\/(microservices|websockets|platform-express)(\/|$)/,
  /^@fastify\/(multipart|view)$/,
];

export default {
  input: 'dist/main.js',
  platform: 'node',
  external: (id) => id.startsWith('node:') || builtinModules.includes(id) || outside.some((pattern) => pattern.test(id)),
  output: { file: 'dist/server.js', format: 'esm', codeSplitting: false, sourcemap: true },
};
