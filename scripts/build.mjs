// `npm run build` once the translations' modules are written: dist/ from scratch. rollup, the types (tsc) and the
// Custom Elements Manifest (cem) read only src/, so they run side by side (a build takes about the time of rollup);
// the prerender then reads dist/esm/, and the offline list every file of dist/.
// tsc type-checks the whole project (tsconfig.json: sources, tests, stories) in the same program that writes the
// declarations, and only src/'s go to dist/esm/: one program instead of two (`npm test` has no type-check of its
// own; it saves ~20 core-s of CI's time).
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

/** Runs a command with its output as it comes; resolves whether it passed. */
const run = (command, ...args) =>
  new Promise((resolve) =>
    spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).on('close', (status) =>
      resolve(status === 0),
    ),
  );

/** Where tsc writes the declarations of the whole project (tsconfig.build.json). */
const TYPES = '.cache/types';

/** The type-check of the whole project, then src/'s declarations next to the modules of dist/esm/. */
async function types() {
  rmSync(TYPES, { recursive: true, force: true });
  if (!(await run('npx', 'tsc', '-p', 'tsconfig.build.json'))) return false;
  cpSync(`${TYPES}/src`, 'dist/esm', { recursive: true });
  return true;
}

rmSync('dist', { recursive: true, force: true });
const made = await Promise.all([
  run('npx', 'rollup', '-c', '--silent'),
  types(),
  run('npx', 'cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs'),
]);
const built =
  made.every(Boolean) &&
  (await run(process.execPath, 'scripts/prerender.mjs')) &&
  (await run(process.execPath, 'scripts/offline.mjs'));
process.exit(built ? 0 : 1);
