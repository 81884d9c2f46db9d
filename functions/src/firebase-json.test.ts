import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTS } from './contracts/local-stack.js';
import { FUNCTIONS_REGION } from './contracts/region.js';

// firebase.json cannot import the contracts, so this keeps its copies of them equal (contracts/local-stack.ts).
const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, { port?: number }>;
  hosting: { rewrites: Array<{ source: string; function?: { functionId: string; region: string } }> };
};

describe('firebase.json agrees with the contracts', () => {
  it.each(['auth', 'functions', 'hosting', 'database', 'storage'] as const)('the %s emulator port', (service) => {
    expect(firebaseJson.emulators[service]?.port).toBe(PORTS[service]);
  });

  it('rewrites /api/** to the api function in the functions region', () => {
    const api = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === '/api/**');
    expect(api?.function).toEqual({ functionId: 'api', region: FUNCTIONS_REGION });
  });
});
