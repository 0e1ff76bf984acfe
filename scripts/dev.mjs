// Both sides in watch mode: the backend recompiles and restarts on change, Vite serves the
// frontend with hot reload and proxies /api to the backend.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn('node', ['--watch-path=backend/dist', '--enable-source-maps', 'backend/dist/main.js'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
