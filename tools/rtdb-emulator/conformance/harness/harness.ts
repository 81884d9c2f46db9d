import { afterAll, beforeAll } from 'vitest';
import { adminClient, webClient } from './clients.js';
import type { AdminClient, WebClient } from './clients.js';
import { authEmulatorIdentities, mintedIdentities } from './identities.js';
import type { Identity, IdentityProvider } from './identities.js';
import { freshNamespace, startTarget } from './target.js';
import type { Target } from './target.js';

interface RestOptions {
  readonly method?: string;
  readonly body?: unknown;
  /** Raw body text, sent as is. */
  readonly text?: string;
  /** Sent as `?auth=`. */
  readonly auth?: string;
  /** Sent as `Authorization: Bearer`. */
  readonly bearer?: string;
  readonly query?: Record<string, string>;
  readonly headers?: Record<string, string>;
}

/**
 * What a conformance file works with: a target database, a namespace of its own, users, and
 * the three ways in: the web SDK, the admin SDK, and REST (plain fetch).
 */
export interface Harness {
  readonly target: Target;
  readonly namespace: string;
  readonly identities: IdentityProvider;
  user(options?: { verified?: boolean }): Promise<Identity>;
  web(identity?: Identity | null): Promise<WebClient>;
  admin(authOverride?: object | null): Promise<AdminClient>;
  rest(path: string, options?: RestOptions): Promise<Response>;
  restUrl(path: string, query?: Record<string, string>): string;
  /** Loads rules for this namespace through PUT /.settings/rules.json with the owner credential. */
  setRules(rules: object | string): Promise<void>;
  /** Empties the namespace through the admin credential. */
  clear(): Promise<void>;
}

export type IdentityKind = 'auth-emulator' | 'minted';

/** Creates the harness for one conformance file; clients it hands out are closed after the file. */
export function useHarness(label: string, kind: IdentityKind): Harness {
  const state: { target?: Target; closers: (() => Promise<void>)[] } = { closers: [] };
  const namespace = freshNamespace(label);
  const identities = kind === 'auth-emulator' ? authEmulatorIdentities() : mintedIdentities();
  beforeAll(async () => {
    state.target = await startTarget();
  });
  afterAll(async () => {
    for (const close of state.closers.reverse()) await close().catch(() => undefined);
    await state.target?.stop();
    // On a stack that stays up (the test runner says so), the Auth emulator's users go too.
    if (process.env.APKFORGE_DELETE_TEST_USERS === '1') await identities.deleteUsers();
  });
  const target = () => {
    if (!state.target) throw new Error('The harness target is not started yet');
    return state.target;
  };
  const restUrl = (path: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ns: namespace, ...query });
    return `${target().url}/${path.replace(/^\/+/, '')}.json?${params}`;
  };
  const harness: Harness = {
    get target() {
      return target();
    },
    namespace,
    identities,
    user: (options) => identities.createUser(options),
    async web(identity = null) {
      const client = await webClient(target(), namespace, identities, identity);
      state.closers.push(() => client.close());
      return client;
    },
    async admin(authOverride) {
      const client = await adminClient(target(), namespace, authOverride);
      state.closers.push(() => client.close());
      return client;
    },
    restUrl,
    rest(path, options = {}) {
      const query = { ...options.query, ...(options.auth ? { auth: options.auth } : {}) };
      const headers: Record<string, string> = { ...options.headers };
      if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
      const body = options.text ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
      return fetch(restUrl(path, query), {
        method: options.method ?? 'GET',
        headers,
        ...(body !== undefined ? { body } : {}),
      });
    },
    async setRules(rules) {
      const response = await fetch(`${target().url}/.settings/rules.json?ns=${namespace}`, {
        method: 'PUT',
        headers: { Authorization: 'Bearer owner' },
        body: typeof rules === 'string' ? rules : JSON.stringify(rules),
      });
      if (!response.ok) throw new Error(`Setting rules failed: ${response.status} ${await response.text()}`);
    },
    async clear() {
      const response = await harness.rest('', { method: 'DELETE', bearer: 'owner' });
      if (!response.ok) throw new Error(`Clearing the namespace failed: ${response.status}`);
    },
  };
  return harness;
}
