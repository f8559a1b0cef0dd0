// `npm run build` once the translations' modules are written: dist/ from scratch. rollup, the types (tsc) and the
// Custom Elements Manifest (cem) read only src/, so they run side by side (a build takes about the time of rollup);
// the prerender then reads dist/esm/, and the offline list every file of dist/.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/** Runs a command with its output as it comes; resolves whether it passed. */
const run = (command, ...args) =>
  new Promise((resolve) =>
    spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).on('close', (status) =>
      resolve(status === 0),
    ),
  );

rmSync('dist', { recursive: true, force: true });
const made = await Promise.all([
  run('npx', 'rollup', '-c', '--silent'),
  run('npx', 'tsc', '-p', 'tsconfig.build.json'),
  run('npx', 'cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs'),
]);
const built =
  made.every(Boolean) &&
  (await run(process.execPath, 'scripts/prerender.mjs')) &&
  (await run(process.execPath, 'scripts/offline.mjs'));
process.exit(built ? 0 : 1);
