/**
 * The rules of Army Combat as plain functions over plain data: no DOM, no dependencies, no hidden
 * randomness. Every widget computes through this module; `dist/rules.js` is built from it. Each
 * topic has a folder with its own `index.ts`; files under `internal/` are not part of the API.
 * `docs/rules.md` lists every rule by ID with the function that applies it.
 */
export * from './army/index.js';
export * from './battle/index.js';
export * from './core/index.js';
export * from './economy/index.js';
export * from './map/index.js';
export * from './morale/index.js';
export * from './powers/index.js';
export * from './skirmish/index.js';
