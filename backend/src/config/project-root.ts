import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's top folder, found upwards from this code whether it runs from source, from tsc's output or bundled. */
function findProjectRoot(from: string): string {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'frontend', 'package.json')) && existsSync(join(dir, 'backend', 'package.json'))) return dir;
  }
  return resolve(from, '../../..');
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
