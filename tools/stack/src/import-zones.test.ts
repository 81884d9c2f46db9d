import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './stack-config.js';

interface Zone {
  name: string;
  path: string;
  may: string[];
  perFolder?: boolean;
  testsOnly?: boolean;
}
interface Zones {
  BACKEND_DOMAINS: Record<string, { may: string[] }>;
  ZONES: Zone[];
}
interface ZoneRule {
  zonesPlugin: ESLint.Plugin;
}
const { BACKEND_DOMAINS, ZONES } = (await import(pathToFileURL(join(ROOT_DIR, 'lint/zones.js')).href)) as Zones;
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
    // Besides the domains, two folders are zones of their own: the shared test kit and the wiring.
    const notDomains = ZONES.filter((zone) => /^functions\/src\/[^/]+\/$/.test(zone.path))
      .filter((zone) => !(zone.name in BACKEND_DOMAINS))
      .map((zone) => zone.path.slice('functions/src/'.length, -1));
    expect(notDomains.sort()).toEqual(['__tests__', 'wiring']);
    const folders = readdirSync(join(ROOT_DIR, 'functions/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !notDomains.includes(entry.name))
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

/** A file of the zone that is not a test (a folder zone's `x.ts`, a per-folder zone's `<folder>/x.ts`). */
const fileIn = (zone: Zone, folder = 'one') =>
  zone.path.endsWith('/') ? `${zone.path}${zone.perFolder ? `${folder}/` : ''}x.ts` : zone.path;

/** Whether the table lets `from` import `to` at all (the wildcards as lint/import-zones.js reads them). */
function allowed(from: Zone, to: Zone): boolean {
  const testCode = Boolean(from.testsOnly) || /\/__tests__\/|\/__fixtures__\//.test(fileIn(from));
  if (to.testsOnly) return from.may.includes(to.name) || testCode;
  const backend = to.name in BACKEND_DOMAINS || to.name === 'logs';
  return from.may.includes('*') || from.may.includes(to.name) || (from.may.includes('*backend') && backend);
}

describe('every zone has a wall lint enforces', () => {
  // For each zone, the first zone of the table it may not import (another folder of a per-folder zone first):
  // importing it from a file of the zone must fail lint, naming both zones.
  const cases = ZONES.map((zone) => {
    const sibling = zone.perFolder ? [{ ...zone, file: fileIn(zone, 'other') }] : [];
    const others = ZONES.filter((other) => other.name !== zone.name && !allowed(zone, other));
    const [target] = [...sibling, ...others.map((other) => ({ ...other, file: fileIn(other) }))];
    return { zone, from: fileIn(zone), target };
  });

  it('every zone has something it may not import', () => {
    expect(cases.filter(({ target }) => !target).map(({ zone }) => zone.name)).toEqual([]);
  });

  it.each(cases.filter(({ target }) => target).map((entry) => [entry.zone.name, entry] as const))(
    '%s',
    async (_name, { from, target }) => {
      const specifier = relative(dirname(from), target!.file).replace(/\.ts$/, '.js');
      const errors = await zoneErrors(from, specifier.startsWith('.') ? specifier : `./${specifier}`);
      expect(errors, `${from} -> ${target!.file}`).toHaveLength(1);
      expect(errors[0]).toMatch(/ may not import /);
    },
  );
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

  it('lets only test code import the record fixtures and the web test helpers (testsOnly zones)', async () => {
    const fixtures = 'functions/src/contracts/__fixtures__/records.js';
    expect(await zoneErrors('e2e/src/a.ts', `../../${fixtures}`)).toEqual([]);
    expect(await zoneErrors('tools/rules-tests/src/cases/a.ts', `../../../../${fixtures}`)).toEqual([]);
    expect(await zoneErrors('functions/src/payments/p.test.ts', '../contracts/__fixtures__/records.js')).toEqual([]);
    expect(await zoneErrors('functions/src/__tests__/t.ts', '../contracts/__fixtures__/records.js')).toEqual([]);
    expect(await zoneErrors('web/src/features/apk/a.test.tsx', '@contracts/__fixtures__/records')).toEqual([]);
    expect(await zoneErrors('web/src/testing/t.ts', '@contracts/__fixtures__/records')).toEqual([]);
    const [error] = await zoneErrors('functions/src/payments/p.ts', '../contracts/__fixtures__/records.js');
    expect(error).toMatch(/^payments may not import record-fixtures .*: it is for tests only/);
    expect(await zoneErrors('functions/src/index.ts', './contracts/__fixtures__/records.js')).toHaveLength(1);
    expect(await zoneErrors('functions/src/contracts/c.ts', './__fixtures__/records.js')).toHaveLength(1);
    expect(await zoneErrors('web/src/features/apk/a.tsx', '@contracts/__fixtures__/records')).toHaveLength(1);
    expect(await zoneErrors('web/src/features/apk/a.tsx', '@/testing/session')).toHaveLength(1);
    expect(await zoneErrors('tools/storage-emulator/src/a.ts', `../../../${fixtures}`)).toHaveLength(1);
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
