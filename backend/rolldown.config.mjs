// The production server as one file: Node resolves and reads some 1,500 modules for the unbundled
// build, which was most of the start-up time. Packages that find files of their own next to their
// code (PGlite's WebAssembly, argon2's native addon, Swagger UI's assets) stay outside, and so do
// optional packages that Nest and TypeORM load only when installed.
import { builtinModules } from 'node:module';

export const outside = [
  /^@electric-sql\//,
  /^argon2(\/|$)/,
  /^swagger-ui-dist(\/|$)/,
  // optional, loaded only when installed
  /^pg-native$/,
  /^@nestjs\/(microservices|websockets|platform-express)(\/|$)/,
  /^@fastify\/view$/,
  // the media library: busboy's parser, sharp's native libvips, and jsdom (reads files beside its
  // code), which with DOMPurify is loaded when an SVG is first sanitised
  /^@fastify\/multipart$/,
  /^sharp(\/|$)/,
  /^jsdom(\/|$)/,
  /^dompurify(\/|$)/,
  // React Email's renderer imports prettier only to pretty-print, which the mails never ask for
  /^prettier(\/|$)/,
  // the S3 client, loaded only when MEDIA_S3_URL names a bucket (S3MediaStore): a start without
  // one reads none of it
  /^@aws-sdk\//,
  // invoices' PDFs: react-pdf (loaded at the first PDF) and the font files it reads beside its code
  /^@react-pdf\//,
  /^@fontsource\//,
  // the breached-password list (some 400 kB), read at the first password chosen, never at start-up
  /^@zxcvbn-ts\//,
  // required at run time (createRequire) by the deliverables' downloads, as @fastify/static does:
  // an ESM package that an import beside that require() would load twice
  /^content-disposition$/,
];

/**
 * @nestjs/typeorm looks up symbols TypeORM 1 no longer has through a require() made at run time,
 * which would load all of TypeORM a second time from node_modules (about 0.25 s of start-up);
 * here it reads them from the bundled copy instead, with the same result (undefined).
 */
const typeormCompat = {
  name: 'typeorm-compat-from-bundle',
  transform(code, id) {
    if (!/@nestjs[\\/]typeorm[\\/].*typeorm-compat\.js$/.test(id)) return null;
    if (!code.includes("require('typeorm')")) throw new Error(`${id} changed: review the typeorm-compat plugin`);
    return `import * as bundledTypeorm from 'typeorm';\n${code.replace("require('typeorm')", 'bundledTypeorm')}`;
  },
};

const external = (id) => id.startsWith('node:') || builtinModules.includes(id) || outside.some((pattern) => pattern.test(id));

export default [
  {
    plugins: [typeormCompat],
    input: 'dist/main.js',
    platform: 'node',
    external,
    output: { file: 'dist/server.js', format: 'esm', codeSplitting: false, sourcemap: true, sourcemapExcludeSources: true },
  },
  // A site audit's process (audits/audit-pool.ts) runs this file, beside server.js: the crawler, the
  // parsers and the checks, and none of the app.
  {
    input: 'dist/audits/audit-process.js',
    platform: 'node',
    external,
    output: { file: 'dist/audit-process.js', format: 'esm', codeSplitting: false, sourcemap: true, sourcemapExcludeSources: true },
  },
];
