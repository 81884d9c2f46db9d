import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './stack-config.js';
import { STATIC_CHECKS } from './static-checks.js';

describe('static checks', () => {
  it('each is a script of the root package.json, so `npm run <script>` runs what npm test runs', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: object }).scripts;
    for (const check of STATIC_CHECKS) expect(Object.keys(scripts)).toContain(check.script);
  });
});
