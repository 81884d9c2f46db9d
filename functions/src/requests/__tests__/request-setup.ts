import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { MemoryFiles } from '../../__tests__/fakes/memory-files.js';
import { ManualClock } from '../../__tests__/fixtures.js';
import type { RequestInput } from '../../contracts/request-input.js';
import { newPushId } from '../../platform/ids.js';

/** The dependencies of the three request callables, in memory, with a clock the test moves. */
export function requestSetup() {
  const db = new MemoryDb();
  const files = new MemoryFiles();
  const clock = new ManualClock();
  return { db, files, clock, newRequestId: newPushId };
}

/** What the request form sends for a valid request. */
export function formInput(overrides: Partial<RequestInput> = {}): RequestInput {
  return {
    url: 'https://shop.example.in',
    appName: 'Shop',
    email: 'contact@shop.example.in',
    phone: '',
    description: 'Menu and orders',
    extraInstructions: '',
    planId: 'aab_bundle',
    iconDataUrl: '',
    extraHosts: [],
    ...overrides,
  };
}
