// `npm test`'s lint (`npm run lint:quick`): every rule of eslint.config.mjs that reads no type information, such as
// the rules only through their index, awaited accessibility checks, Lit's and custom elements' rules, sorted imports.
// The type-aware rules need a TypeScript program of the whole project: a minute of CPU, left to `npm run lint`.
import tseslint from 'typescript-eslint';

import config from './eslint.config.mjs';

export default [...config, tseslint.configs.disableTypeChecked];
