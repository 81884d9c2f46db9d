import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './stack-config.js';

interface Zones {
  BACKEND_DOMAINS: Record<string, { may: string[] }>;
}
interface ZoneRule {
  zonesPlugin: ESLint.Plugin;
}
const { BACKEND_DOMAINS } = (await import(pathToFileURL(join(ROOT_DIR, 'lint/zones.js')).href)) as Zones;
const { zonesPlugin } = (await import(pathToFileURL(join(ROOT_DIR, 'lint/import-zones.js')).href)) as ZoneRule;

/** The zones rule alone (the repository's config also type-checks, which needs files that exist). */
const zonesOnly = new ESLint({
  cwd: ROOT_DIR,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { zones: zonesPlugin },
      rules: { 'zones/imports': 'error' },
    },
  ],
});

async function zoneErrors(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await zonesOnly.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('backend domains (lint/zones.js)', () => {
  it('each domain may use only domains declared before it, so the table has no cycle', () => {
    const order = Object.keys(BACKEND_DOMAINS);
    order.forEach((domain, index) => {
      for (const used of BACKEND_DOMAINS[domain]!.may.filter((name) => name in BACKEND_DOMAINS)) {
        expect(order.indexOf(used), `${domain} -> ${used}`).toBeLessThan(index);
      }
    });
  });

  it('every folder of functions/src is a declared domain (a new folder must be placed in the table)', () => {
    const folders = readdirSync(join(ROOT_DIR, 'functions/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(BACKEND_DOMAINS).sort());
  });

  it('the repository config applies the rule to every package', async () => {
    const eslint = new ESLint({ cwd: ROOT_DIR });
    for (const file of [
      'functions/src/payments/verify-payment.ts',
      'web/src/features/apk/index.ts',
      'e2e/journey.e2e.test.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(join(ROOT_DIR, file))) as { rules: Record<string, unknown> };
      expect(config.rules['zones/imports'], file).toEqual([2]);
    }
  });
});

describe('the zones rule', () => {
  it('refuses a payments -> fulfilment -> payments cycle: fulfilment may not import payments', async () => {
    expect(await zoneErrors('functions/src/payments/p.ts', '../fulfilment/fulfil-request.js')).toEqual([]);
    const [error] = await zoneErrors('functions/src/fulfilment/f.ts', '../payments/verify-payment.js');
    expect(error).toMatch(/^fulfilment may not import payments \(functions\/src\/payments\/verify-payment\.js\)/);
  });

  it('resolves by path, however deep the file and however many folders the specifier climbs', async () => {
    expect(await zoneErrors('functions/src/sites/import/deep/x.ts', '../../../payments/webhook.js')).toHaveLength(1);
    expect(await zoneErrors('functions/src/sites/import/deep/x.ts', '../../../builds/package-claims.js')).toEqual([]);
    expect(await zoneErrors('functions/src/sites/import/deep/x.ts', '../../frame-check/frame-check.js')).toEqual([]);
  });

  it('keeps the engine pure and the wiring unimported', async () => {
    expect(await zoneErrors('functions/src/engine/core/zip/z.ts', '../../../platform/db.js')).toHaveLength(1);
    expect(await zoneErrors('functions/src/engine/core/zip/z.test.ts', '../../../__tests__/fixtures.js')).toHaveLength(
      1,
    );
    expect(await zoneErrors('functions/src/builds/b.ts', '../index.js')).toHaveLength(1);
    expect(await zoneErrors('functions/src/builds/b.test.ts', '../index.js')).toHaveLength(1);
  });

  it("lets a domain's tests compose other domains and the shared test kit", async () => {
    expect(await zoneErrors('functions/src/account/a.test.ts', '../builds/create-build.js')).toEqual([]);
    expect(await zoneErrors('functions/src/account/a.test.ts', '../__tests__/fixtures.js')).toEqual([]);
    expect(await zoneErrors('functions/src/account/a.ts', '../builds/create-build.js')).toHaveLength(1);
  });

  it('keeps web features apart and shared code below them', async () => {
    expect(await zoneErrors('web/src/features/apk/components/a.tsx', '../../builds/index.js')).toHaveLength(1);
    expect(await zoneErrors('web/src/features/apk/components/a.tsx', '@/features/builds')).toHaveLength(1);
    expect(await zoneErrors('web/src/lib/l.ts', '@/features/apk')).toHaveLength(1);
    expect(await zoneErrors('web/src/app/router.tsx', '@/features/apk')).toEqual([]);
    expect(await zoneErrors('web/src/features/apk/a.ts', '@contracts/limits.js')).toEqual([]);
  });

  it('lets other packages reach only the contracts (the command line: the engine through its index)', async () => {
    expect(await zoneErrors('tools/apk-cli/src/a.ts', '../../../functions/src/engine/index.js')).toEqual([]);
    expect(
      await zoneErrors('tools/apk-cli/src/a.ts', '../../../functions/src/engine/core/zip/zip-writer.js'),
    ).toHaveLength(1);
    expect(await zoneErrors('e2e/src/a.ts', '../../functions/src/payments/webhook.js')).toHaveLength(1);
    expect(await zoneErrors('e2e/src/a.ts', '../../functions/src/contracts/limits.js')).toEqual([]);
  });
});
