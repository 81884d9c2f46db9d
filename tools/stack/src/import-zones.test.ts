import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const { BACKEND_DOMAINS, ZONES } = (await import(pathToFileURL(join(ROOT_DIR, 'lint/zones.js')).href)) as Zones;

const OXLINT = join(ROOT_DIR, 'node_modules', '.bin', 'oxlint');
/** The web's path aliases (`@/`, `@contracts/`), which oxlint's resolver reads from the probes' web/tsconfig.json. */
const WEB_PATHS = (
  JSON.parse(readFileSync(join(ROOT_DIR, 'web', 'tsconfig.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  }
).compilerOptions.paths;

/** One file of one import, linted by the repository's own configuration (.oxlintrc.json) at a repository path. */
interface Probe {
  readonly file: string;
  readonly specifier: string;
  /** `import type` instead of a value import. */
  readonly typeOnly?: boolean;
  /** The zones rule's messages for it, once the probes have been linted. */
  errors?: string[];
  /** The import-cycle rule's messages for it. */
  cycles?: string[];
}

const probes: Probe[] = [];

/**
 * Declares a file of `file`'s path (relative to the root) that imports `specifier`, for the one lint run of this
 * suite (beforeAll): the zones rule resolves paths from where lint runs, so the probes sit at their repository paths
 * in a temporary folder, and oxlint reads the real configuration and its JS plugin from the repository.
 */
function probe(file: string, specifier: string, typeOnly = false): Probe {
  const entry: Probe = { file, specifier, typeOnly };
  probes.push(entry);
  return entry;
}

const errorsOf = (entry: Probe): string[] => {
  if (!entry.errors) throw new Error(`${entry.file} was declared after the lint run`);
  return entry.errors;
};

interface Diagnostic {
  code: string;
  filename: string;
  message: string;
}

/** Lints the probes: one folder per round, so two probes of one path (the same file, other imports) never collide. */
async function lintProbes(dirs: string[]): Promise<void> {
  const rounds: Probe[][] = [];
  const seen = new Map<string, number>();
  for (const entry of probes) {
    const round = seen.get(entry.file) ?? 0;
    seen.set(entry.file, round + 1);
    (rounds[round] ??= []).push(entry);
  }
  await Promise.all(
    rounds.map(async (round) => {
      const dir = mkdtempSync(join(tmpdir(), 'apkforge-zones-'));
      dirs.push(dir);
      mkdirSync(join(dir, 'web'), { recursive: true });
      writeFileSync(join(dir, 'web', 'tsconfig.json'), JSON.stringify({ compilerOptions: { paths: WEB_PATHS } }));
      for (const entry of round) {
        mkdirSync(join(dir, dirname(entry.file)), { recursive: true });
        const source = entry.typeOnly
          ? `import type { X } from '${entry.specifier}';\nexport interface Y { x?: X }\n`
          : `import { x } from '${entry.specifier}';\nexport const y = x;\n`;
        writeFileSync(join(dir, entry.file), source);
      }
      // Exit code 1 means problems were found: the output says which.
      const run = await promisify(execFile)(OXLINT, ['-c', join(ROOT_DIR, '.oxlintrc.json'), '--format', 'json', '.'], {
        cwd: dir,
      }).catch((error: { stdout?: string; code?: number }) => {
        if (error.code === 1 && error.stdout) return { stdout: error.stdout };
        throw error;
      });
      const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
      for (const entry of round) {
        const messages = (code: string) =>
          diagnostics
            .filter((diagnostic) => diagnostic.code === code && diagnostic.filename === entry.file)
            .map((diagnostic) => diagnostic.message);
        entry.errors = messages('zones(imports)');
        entry.cycles = messages('import(no-cycle)');
      }
    }),
  );
}

const tempDirs: string[] = [];
beforeAll(() => lintProbes(tempDirs), 60_000);
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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

  const everyPackage = [
    probe('functions/src/fulfilment/f.ts', '../payments/verify-payment.js'),
    probe('web/src/lib/l.ts', '@/features/apk'),
    probe('e2e/src/a.ts', '../../functions/src/payments/webhook.js'),
    probe('tools/storage-emulator/src/a.ts', '../../../functions/src/platform/db.js'),
  ];
  it('the repository config applies the rule to every package', () => {
    for (const entry of everyPackage) expect(errorsOf(entry), entry.file).toHaveLength(1);
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

  const probed = cases
    .filter(({ target }) => target)
    .map(({ zone, from, target }) => {
      const specifier = relative(dirname(from), target!.file).replace(/\.ts$/, '.js');
      return [
        zone.name,
        { from, target: target!, probe: probe(from, specifier.startsWith('.') ? specifier : `./${specifier}`) },
      ] as const;
    });

  it.each(probed)('%s', (_name, { from, target, probe: entry }) => {
    const errors = errorsOf(entry);
    expect(errors, `${from} -> ${target.file}`).toHaveLength(1);
    expect(errors[0]).toMatch(/ may not import /);
  });
});

describe('the zones rule', () => {
  const paymentsToFulfilment = probe('functions/src/payments/p.ts', '../fulfilment/fulfil-request.js');
  const fulfilmentToPayments = probe('functions/src/fulfilment/f.ts', '../payments/verify-payment.js');
  it('refuses a payments -> fulfilment -> payments cycle: fulfilment may not import payments', () => {
    expect(errorsOf(paymentsToFulfilment)).toEqual([]);
    const [error] = errorsOf(fulfilmentToPayments);
    expect(error).toMatch(/^fulfilment may not import payments \(functions\/src\/payments\/verify-payment\.js\)/);
  });

  const deep = 'functions/src/sites/import/deep/x.ts';
  const [deepToPayments, deepToBuilds, deepToSites] = [
    probe(deep, '../../../payments/webhook.js'),
    probe(deep, '../../../builds/package-claims.js'),
    probe(deep, '../../frame-check/frame-check.js'),
  ];
  it('resolves by path, however deep the file and however many folders the specifier climbs', () => {
    expect(errorsOf(deepToPayments)).toHaveLength(1);
    expect(errorsOf(deepToBuilds)).toEqual([]);
    expect(errorsOf(deepToSites)).toEqual([]);
  });

  const walls = [
    probe('functions/src/engine/core/zip/z.ts', '../../../platform/db.js'),
    probe('functions/src/engine/core/zip/z.test.ts', '../../../__tests__/fixtures.js'),
    probe('functions/src/builds/b.ts', '../index.js'),
    probe('functions/src/builds/b.test.ts', '../index.js'),
  ];
  it('keeps the engine pure and the wiring unimported', () => {
    for (const entry of walls) expect(errorsOf(entry), `${entry.file} -> ${entry.specifier}`).toHaveLength(1);
  });

  const [testToDomain, testToKit, codeToDomain] = [
    probe('functions/src/account/a.test.ts', '../builds/create-build.js'),
    probe('functions/src/account/a.test.ts', '../__tests__/fixtures.js'),
    probe('functions/src/account/a.ts', '../builds/create-build.js'),
  ];
  it("lets a domain's tests compose other domains and the shared test kit", () => {
    expect(errorsOf(testToDomain)).toEqual([]);
    expect(errorsOf(testToKit)).toEqual([]);
    expect(errorsOf(codeToDomain)).toHaveLength(1);
  });

  const [featureToFeature, featureToBarrel, libToFeature, appToFeature, featureToContracts] = [
    probe('web/src/features/apk/components/a.tsx', '../../builds/index.js'),
    probe('web/src/features/apk/components/a.tsx', '@/features/builds'),
    probe('web/src/lib/l.ts', '@/features/apk'),
    probe('web/src/app/router.tsx', '@/features/apk'),
    probe('web/src/features/apk/a.ts', '@contracts/limits.js'),
  ];
  it('keeps web features apart and shared code below them', () => {
    expect(errorsOf(featureToFeature)).toHaveLength(1);
    expect(errorsOf(featureToBarrel)).toHaveLength(1);
    expect(errorsOf(libToFeature)).toHaveLength(1);
    expect(errorsOf(appToFeature)).toEqual([]);
    expect(errorsOf(featureToContracts)).toEqual([]);
  });

  const fixtures = 'functions/src/contracts/__fixtures__/records.js';
  const testCodeToFixtures = [
    probe('e2e/src/a.ts', `../../${fixtures}`),
    probe('tools/rules-tests/src/cases/a.ts', `../../../../${fixtures}`),
    probe('functions/src/payments/p.test.ts', '../contracts/__fixtures__/records.js'),
    probe('functions/src/__tests__/t.ts', '../contracts/__fixtures__/records.js'),
    probe('web/src/features/apk/a.test.tsx', '@contracts/__fixtures__/records'),
    probe('web/src/testing/t.ts', '@contracts/__fixtures__/records'),
  ];
  const paymentsToFixtures = probe('functions/src/payments/p.ts', '../contracts/__fixtures__/records.js');
  const codeToTestHelpers = [
    probe('functions/src/index.ts', './contracts/__fixtures__/records.js'),
    probe('functions/src/contracts/c.ts', './__fixtures__/records.js'),
    probe('web/src/features/apk/a.tsx', '@contracts/__fixtures__/records'),
    probe('web/src/features/apk/a.tsx', '@/testing/session'),
    probe('tools/storage-emulator/src/a.ts', `../../../${fixtures}`),
  ];
  it('lets only test code import the record fixtures and the web test helpers (testsOnly zones)', () => {
    for (const entry of testCodeToFixtures) expect(errorsOf(entry), entry.file).toEqual([]);
    const [error] = errorsOf(paymentsToFixtures);
    expect(error).toMatch(/^payments may not import record-fixtures .*: it is for tests only/);
    for (const entry of codeToTestHelpers)
      expect(errorsOf(entry), `${entry.file} -> ${entry.specifier}`).toHaveLength(1);
  });

  const [cliToEngineIndex, cliToEngineInside, e2eToPayments, e2eToContracts] = [
    probe('tools/apk-cli/src/a.ts', '../../../functions/src/engine/index.js'),
    probe('tools/apk-cli/src/a.ts', '../../../functions/src/engine/core/zip/zip-writer.js'),
    probe('e2e/src/a.ts', '../../functions/src/payments/webhook.js'),
    probe('e2e/src/a.ts', '../../functions/src/contracts/limits.js'),
  ];
  it('lets other packages reach only the contracts (the command line: the engine through its index)', () => {
    expect(errorsOf(cliToEngineIndex)).toEqual([]);
    expect(errorsOf(cliToEngineInside)).toHaveLength(1);
    expect(errorsOf(e2eToPayments)).toHaveLength(1);
    expect(errorsOf(e2eToContracts)).toEqual([]);
  });
});

describe('import cycles (the same lint run)', () => {
  const [valueA, valueB] = [
    probe('functions/src/payments/cycle-a.ts', './cycle-b.js'),
    probe('functions/src/payments/cycle-b.ts', './cycle-a.js'),
  ];
  const [typeA, typeB] = [
    probe('functions/src/payments/types-a.ts', './types-b.js', true),
    probe('functions/src/payments/types-b.ts', './types-a.js', true),
  ];
  const [aliasA, aliasB] = [
    probe('web/src/lib/cycle-a.ts', '@/lib/cycle-b'),
    probe('web/src/lib/cycle-b.ts', './cycle-a'),
  ];
  const [lineA, lineB] = [
    probe('functions/src/payments/line-a.ts', './line-b.js'),
    probe('functions/src/payments/line-b.ts', '../contracts/limits.js'),
  ];

  it('fails two files that import each other: values, types only, or through an alias', () => {
    for (const entry of [valueA, valueB, typeA, typeB, aliasA, aliasB]) {
      expect(entry.cycles, entry.file).toEqual(['Dependency cycle detected']);
    }
  });

  it('lets a chain without a way back pass', () => {
    expect(lineA.cycles).toEqual([]);
    expect(lineB.cycles).toEqual([]);
  });
});
