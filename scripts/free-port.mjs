import { createServer } from 'node:net';

/** A port nothing listens on right now, so benches and the browser suite do not collide with each other or a dev server. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}
