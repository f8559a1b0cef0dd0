// `npm start`: serves the repository (demo/ and dist/) on 127.0.0.1 and prints the demo's address.
// A dozen lines of Node instead of a dev server: the demo is a static page, as it is on a wiki.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve('.');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves `root` (the repository by default) on `host`:`port` (0: any free port). */
export function startServer(port = Number(process.env.PORT ?? 8000), host = '127.0.0.1', root = ROOT) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/' && root === ROOT) {
      response.writeHead(302, { location: '/demo/' }).end();
      return;
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root) || file.includes('node_modules')) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startServer().catch((error) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.log(`Port ${process.env.PORT ?? 8000} is busy; picking a free one.`);
    return startServer(0);
  });
  const { port } = server.address();
  console.log(`\nArmy Combat rules reference with live widgets: http://127.0.0.1:${port}/demo/\n(Ctrl+C to stop)`);
}
