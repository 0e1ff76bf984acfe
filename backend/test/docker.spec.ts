// CI cannot run Docker here, so the image's recipe is read instead: what the build sees, what
// the final stage holds, the runtime it runs on, how it reports its health, how compose restarts it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import dockerignorePackage from '@balena/dockerignore';
import yaml from 'js-yaml';
import { PROJECT_ROOT } from '../src/config/project-root.js';

// A CommonJS package: in Node's ESM view its typed default export is the `default` property.
const dockerignore = dockerignorePackage.default;

const read = (file: string) => readFileSync(join(PROJECT_ROOT, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined and comments left out. */
function instructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of each stage, in order. */
function stages(list: Instruction[]): Instruction[][] {
  const result: Instruction[][] = [];
  for (const instruction of list) {
    if (instruction.keyword === 'FROM') result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}

describe('the Docker image', () => {
  const dockerfile = instructions(read('docker/Dockerfile'));
  const [build, final] = stages(dockerfile);

  it('builds and runs on a Node.js LTS release that is still supported', () => {
    const images = dockerfile.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+/)[0]);
    expect(images).toHaveLength(2);
    for (const image of images) {
      const major = Number(/^node:(\d+)/.exec(image)?.[1]);
      // Even majors are the LTS lines; 20 ended in April 2026 and 22 ends in April 2027.
      expect(major % 2).toBe(0);
      expect(major).toBeGreaterThanOrEqual(24);
    }
  });

  it('copies into its final stage only what the bundled server loads, prepared in the build stage', () => {
    expect(build.some((i) => i.keyword === 'RUN' && i.args.includes('scripts/runtime-image.mjs /runtime'))).toBe(true);
    const copies = final.filter((i) => i.keyword === 'COPY');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.args).toMatch(/^--from=build\s+\/runtime\s+\.\/?$/);
    expect(final.find((i) => i.keyword === 'USER')?.args).toBe('node');
    expect(final.find((i) => i.keyword === 'CMD')?.args).toContain('backend/dist/server.js');
  });

  it('runs the server with the Node flags npm start gives it', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
    const flags = /\bnode ((?:--\S+ )*)backend\/dist\/server\.js/.exec(start)?.[1].trim().split(' ');
    expect(flags).toContain('--no-memory-reducer');
    const command = JSON.parse(final.find((i) => i.keyword === 'CMD')!.args) as string[];
    expect(command).toEqual(['node', ...flags!, 'backend/dist/server.js']);
    const backendStart = (JSON.parse(read('backend/package.json')) as { scripts: Record<string, string> }).scripts.start;
    expect(backendStart).toBe(`node ${flags!.join(' ')} dist/server.js`);
  });

  it('asks for its health on the port the server listens on', () => {
    const health = final.find((i) => i.keyword === 'HEALTHCHECK');
    expect(health?.args).toContain('/api/health');
    expect(health?.args).toContain('process.env.PORT');
    expect(health?.args).not.toMatch(/127\.0\.0\.1:3000/);
  });

  it('keeps node_modules, the database and its secret, .env files and git history out of the build context', () => {
    const ignore = dockerignore().add(read('.dockerignore'));
    for (const path of [
      'node_modules/react/index.js',
      'backend/node_modules/.bin/tsc',
      'frontend/node_modules/vite/package.json',
      'data/jwt-secret',
      'data/pgdata/PG_VERSION',
      'data/outbox/mail.eml',
      '.env',
      '.env.local',
      'docker/.env',
      '.git/HEAD',
      'backend/dist/server.js',
      'frontend/dist/client/index.html',
    ]) {
      expect({ path, ignored: ignore.ignores(path) }).toEqual({ path, ignored: true });
    }
  });

  it('sends the build everything it copies and compiles', () => {
    const ignore = dockerignore().add(read('.dockerignore'));
    const sources = build
      .filter((i) => i.keyword === 'COPY' && !i.args.startsWith('--from'))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1))
      .filter((source) => source !== '.');
    expect(sources).toContain('package-lock.json');
    for (const path of [
      ...sources,
      'backend/src/main.ts',
      'backend/rolldown.config.mjs',
      'backend/scripts/pg-template.mjs',
      'frontend/vite.config.ts',
      'frontend/src/entry-server.tsx',
      'openapi/openapi.json',
      'openapi/client/src/index.ts',
      'scripts/runtime-image.mjs',
      '.env.example',
    ]) {
      expect({ path, exists: existsSync(join(PROJECT_ROOT, path)) }).toEqual({ path, exists: true });
      expect({ path, ignored: ignore.ignores(path) }).toEqual({ path, ignored: false });
    }
  });
});

describe('docker/compose.yaml', () => {
  const compose = yaml.load(read('docker/compose.yaml')) as {
    services: Record<string, { restart?: string; build?: { dockerfile: string }; environment?: Record<string, string>; healthcheck?: unknown }>;
  };

  it('restarts the app and its database after a crash or a reboot, unless stopped by hand', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db']);
    for (const service of Object.values(compose.services)) expect(service.restart).toBe('unless-stopped');
  });

  it('builds the app from the Dockerfile and passes what a deployment behind a proxy needs', () => {
    const app = compose.services.app;
    expect(app.build?.dockerfile).toBe('docker/Dockerfile');
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'JWT_SECRET', 'PAYPAL_MODE', 'TRUST_PROXY']) {
      expect(Object.keys(app.environment ?? {})).toContain(name);
    }
    // A compose health check would replace the image's, which follows PORT.
    expect(app.healthcheck).toBeUndefined();
  });
});
