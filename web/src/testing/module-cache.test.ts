import { describe, expect, it } from 'vitest';
import { resetModuleCache, type ModuleCache } from './module-cache';

function evaluated(exports: unknown) {
  return { promise: Promise.resolve(exports), exports, evaluated: true, importers: new Set(['/app/src/main.tsx']) };
}

describe('resetModuleCache', () => {
  it('forgets the mocks and every evaluated module but vitest itself and the module doing the reset', () => {
    let mockResets = 0;
    const cache: ModuleCache = {
      idToModuleMap: new Map([
        ['/app/src/lib/firebase.ts', evaluated({ real: true })],
        ['mock:/app/src/lib/download-link.ts', evaluated({ mocked: true })],
        ['/app/node_modules/vitest/dist/index.js', evaluated({ vitest: true })],
        ['/app/node_modules/@vitest/dist/spy.js', evaluated({ spy: true })],
        ['/app/src/testing/fresh-module-cache.ts', evaluated({})],
      ]),
    };

    resetModuleCache(cache, { reset: () => mockResets++ }, '/app/src/testing/fresh-module-cache.ts');

    expect(mockResets).toBe(1);
    const state = (id: string) => {
      const module = cache.idToModuleMap.get(id)!;
      return { evaluated: module.evaluated, exports: module.exports, importers: module.importers.size };
    };
    for (const id of ['/app/src/lib/firebase.ts', 'mock:/app/src/lib/download-link.ts']) {
      expect(state(id)).toEqual({ evaluated: false, exports: undefined, importers: 0 });
      expect(cache.idToModuleMap.get(id)!.promise).toBeUndefined();
    }
    for (const id of [
      '/app/node_modules/vitest/dist/index.js',
      '/app/node_modules/@vitest/dist/spy.js',
      '/app/src/testing/fresh-module-cache.ts',
    ]) {
      expect(state(id)).toMatchObject({ evaluated: true, importers: 1 });
    }
  });
});
