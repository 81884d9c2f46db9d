import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './stack-config.js';

const PRELOAD = join(ROOT_DIR, 'tools', 'stack', 'src', 'functions-worker-preload.cjs');
const { workerLibDir } = createRequire(import.meta.url)(PRELOAD) as {
  workerLibDir: (argv: readonly string[]) => string | null;
};
const FIREBASE_TOOLS_LIB = join(ROOT_DIR, 'node_modules', 'firebase-tools', 'lib');

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder of CommonJS modules written as TypeScript compiles them; each records in `globalThis.loaded` when it loads. */
function fixtureLib(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'apkforge-lazy-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, 'lib', name, '..'), { recursive: true });
    const record = `(globalThis.loaded ??= []).push(${JSON.stringify(name)});\n`;
    writeFileSync(
      join(dir, 'lib', name),
      `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\n${record}${body}`,
    );
  }
  return join(dir, 'lib');
}

/** Runs `main` of the fixture in a Node process of its own with the lazy requires installed for `lib`. */
function runWithLazyRequires(lib: string, main: string, print: string): unknown {
  const script = `
    require(${JSON.stringify(PRELOAD)}).installLazyRequires(${JSON.stringify(lib)});
    const main = require(${JSON.stringify(join(lib, main))});
    const loadedAtStart = [...globalThis.loaded];
    console.log(JSON.stringify({ loadedAtStart, ...(${print}) }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

describe('lazy requires in a Functions emulator worker', () => {
  it('loads a required module when its exports are first used, and what top-level code uses at once', () => {
    const lib = fixtureLib({
      'main.js': `const used = require("./used-later");
const atLoad = require("./used-at-load");
const shapes = require("./shapes");
const TOP = atLoad.VALUE * 2;
exports.top = TOP;
exports.later = () => used.greet("worker");
exports.isShape = (value) => value instanceof shapes.Square;
exports.square = () => new shapes.Square(3);`,
      'used-later.js': `exports.greet = (name) => "hello " + name;`,
      'used-at-load.js': `exports.VALUE = 21;`,
      'shapes.js': `class Square { constructor(side) { this.side = side; } }\nexports.Square = Square;`,
      'never.js': `exports.x = 1;`,
    });
    const result = runWithLazyRequires(
      lib,
      'main.js',
      `{ top: main.top, later: main.later(), afterLater: [...globalThis.loaded], square: main.isShape(main.square()),
         keys: Object.keys(require(${JSON.stringify(join(lib, 'main.js'))})) }`,
    );
    expect(result).toEqual({
      // The entry and what its top-level code reads; not what only its functions use.
      loadedAtStart: ['main.js', 'used-at-load.js'],
      top: 42,
      later: 'hello worker',
      afterLater: ['main.js', 'used-at-load.js', 'used-later.js'],
      square: true,
      keys: ['top', 'later', 'isShape', 'square'],
    });
  });

  it("gives TypeScript's interop helpers the module they expect, and forwards writes and listings", () => {
    const lib = fixtureLib({
      'main.js': `const __importStar = (mod) => (mod && mod.__esModule ? mod : { default: mod });
const config = __importStar(require("./config"));
exports.read = () => config.default.name;
exports.rename = (name) => { config.default.name = name; };
exports.hasDefault = () => "default" in config;
exports.reexported = () => Object.keys(require("./config"));`,
      'config.js': `exports.default = { name: "first" };`,
    });
    const result = runWithLazyRequires(
      lib,
      'main.js',
      `{ first: main.read(), renamed: (main.rename('second'), main.read()), has: main.hasDefault(),
         keys: main.reexported() }`,
    );
    expect(result).toEqual({
      loadedAtStart: ['main.js'],
      first: 'first',
      renamed: 'second',
      has: true,
      keys: ['default'],
    });
  });

  it('leaves modules outside the folder and packages as they are', () => {
    const outside = fixtureLib({ 'other.js': `exports.x = 1;` });
    const lib = fixtureLib({
      'main.js': `require(${JSON.stringify(join(outside, 'other.js'))});\nrequire("node:path");\nexports.ok = true;`,
    });
    expect(runWithLazyRequires(lib, 'main.js', '{}')).toEqual({ loadedAtStart: ['main.js', 'other.js'] });
  });

  it('fails a missing module at once, loads JSON at once, and gives one module one stand-in', () => {
    const lib = fixtureLib({
      'main.js': `let missing = "none";
try { require("./absent"); } catch (error) { missing = error.code; }
exports.missing = missing;
exports.settings = require("./settings.json").mode;
exports.same = require("./shared") === require("./shared");`,
      'shared.js': `exports.x = 1;`,
    });
    writeFileSync(join(lib, 'settings.json'), '{ "mode": "debug" }');
    expect(
      runWithLazyRequires(lib, 'main.js', '{ missing: main.missing, settings: main.settings, same: main.same }'),
    ).toEqual({
      loadedAtStart: ['main.js'],
      missing: 'MODULE_NOT_FOUND',
      settings: 'debug',
      same: true,
    });
  });

  it('acts only in the emulator worker, firebase-tools lib/emulator/functionsEmulatorRuntime', () => {
    const runtime = join(FIREBASE_TOOLS_LIB, 'emulator', 'functionsEmulatorRuntime');
    expect(workerLibDir(['node', runtime])).toBe(FIREBASE_TOOLS_LIB);
    expect(workerLibDir(['node', `${runtime}.js`])).toBe(FIREBASE_TOOLS_LIB);
    expect(workerLibDir(['node', join(ROOT_DIR, 'node_modules', '.bin', 'firebase')])).toBeNull();
    expect(workerLibDir(['node', join(ROOT_DIR, 'functions', 'lib', 'index.js')])).toBeNull();
    expect(workerLibDir(['node'])).toBeNull();
  });
});

describe('the installed firebase-tools keeps what the lazy requires rely on', () => {
  const modules = (readdirSync(FIREBASE_TOOLS_LIB, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file: relative(FIREBASE_TOOLS_LIB, join(FIREBASE_TOOLS_LIB, file)), text: '' }));
  for (const module of modules) module.text = readFileSync(join(FIREBASE_TOOLS_LIB, module.file), 'utf8');

  it('the worker script is where the preload looks for it', () => {
    expect(modules.map(({ file }) => file)).toContain(join('emulator', 'functionsEmulatorRuntime.js'));
  });

  it('no module but the command line entry replaces its exports object (a stand-in cannot be called)', () => {
    const replacing = modules.filter(({ text }) => /^\s*module\.exports\s*=/m.test(text)).map(({ file }) => file);
    expect(replacing).toEqual(['index.js']);
  });

  it('no module requires another by relative path for its side effects alone (they would never run)', () => {
    const bare = modules.flatMap(({ file, text }) =>
      // A JSON file loads at once (the preload defers JavaScript only): firebase-tools probes for one that way.
      [...text.matchAll(/^\s*require\("(\.[^"]*)"\);/gm)]
        .filter((match) => !match[1]!.endsWith('.json'))
        .map((match) => `${file}: ${match[1]}`),
    );
    expect(bare).toEqual([]);
  });
});
