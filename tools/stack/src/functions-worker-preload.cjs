// Preloaded (`node --require`) into every process the local stack's firebase-tools starts; it acts only in the
// Functions emulator's workers, the processes that run our functions (firebase-emulators.ts says why it is here).
//
// A worker starts as firebase-tools' `emulator/functionsEmulatorRuntime.js`, whose imports pull in most of
// firebase-tools' own code (deployment, extensions, Cloud APIs, the CLI's terminal rendering) for the one helper
// the worker uses of them: about 1,000 CommonJS modules and 0.8 CPU-seconds before the worker can answer, in
// every worker, and the emulator starts one per function and per concurrent call. Here each module that a
// firebase-tools module requires by relative path is loaded when its exports are first used, not when it is
// required: what the worker uses loads as before, the rest never does.
//
// Why that is safe for firebase-tools' code (TypeScript compiled to CommonJS): a module's exports are read as
// `module_1.name` where they are used, `__esModule` is all its interop helpers ask of a module before that, and no
// module of it is required for its side effects alone (lazy-requires.test.ts checks those facts on the installed
// firebase-tools, so an upgrade that breaks one fails the tests instead of a worker).
'use strict';

const Module = require('node:module');
const path = require('node:path');

/**
 * From now on, a relative `require` made by a module inside `libDir` returns a stand-in that loads the module on the
 * first use of its exports (reading, setting, listing or testing a property) and then forwards to them.
 */
function installLazyRequires(libDir) {
  const inside = libDir.endsWith(path.sep) ? libDir : libDir + path.sep;
  const load = Module._load;
  const standIns = new Map();
  Module._load = function lazyLoad(request, parent, isMain) {
    if (!parent || !parent.filename || !parent.filename.startsWith(inside) || !request.startsWith('.')) {
      return load.call(this, request, parent, isMain);
    }
    // What is missing fails now, as a require would (firebase-tools probes for a file that way); what is loaded
    // already, and what is not JavaScript (JSON), is returned as it is.
    let filename;
    try {
      filename = Module._resolveFilename(request, parent, isMain);
    } catch {
      return load.call(this, request, parent, isMain);
    }
    if (!filename.endsWith('.js') || Module._cache[filename]) return load.call(this, request, parent, isMain);
    // One stand-in per file, so two requires of a module not yet used still give the same object.
    let standIn = standIns.get(filename);
    if (!standIn) standIns.set(filename, (standIn = lazyExports(() => load.call(this, request, parent, isMain))));
    return standIn;
  };
}

/** An object that forwards every use to the exports `loadModule` returns, calling it on the first use only. */
function lazyExports(loadModule) {
  let exports;
  const real = () => (exports ??= loadModule());
  return new Proxy(
    {},
    {
      get: (_, key) => (key === '__esModule' ? true : real()[key]),
      set: (_, key, value) => {
        real()[key] = value;
        return true;
      },
      has: (_, key) => key in real(),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
        // A proxy may not report a property as non-configurable that its (empty) target lacks.
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

/** firebase-tools' `lib` folder when this process is a Functions emulator worker, else null. */
function workerLibDir(argv = process.argv) {
  const script = argv[1] ?? '';
  const match = /^(.*[\\/]firebase-tools[\\/]lib)[\\/]emulator[\\/]functionsEmulatorRuntime(\.js)?$/.exec(script);
  return match ? match[1] : null;
}

const libDir = workerLibDir();
if (libDir) installLazyRequires(libDir);

module.exports = { installLazyRequires, workerLibDir };
