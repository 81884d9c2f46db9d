import { createPublicKey } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from '@apkforge/test-kit/http';
import { PORTS } from '../../../functions/src/contracts/local-stack.js';
import type { ServiceAccountKey } from '../../../functions/src/contracts/play-service-account.js';
import { accountOf, type KnownAccount } from './auth.js';
import { consolePage, readForm } from './console-page.js';
import { playApi, type ApiCall, type ApiContext } from './edits-api.js';
import { badRequest, PlayApiError } from './errors.js';
import { PlayState } from './state.js';

export interface PlaySandboxOptions {
  /** 0 picks a free port; default the local stack's. */
  port?: number;
  host?: string;
  /** Service accounts known from the start (the local stack's, from functions/.secret.local). */
  serviceAccounts?: ReadonlyArray<Pick<ServiceAccountKey, 'client_email' | 'private_key' | 'private_key_id'>>;
  /** Keeps the apps (never open edits) across restarts, for the command line's own sandbox. */
  stateFile?: string;
  /** How long an edit lives (Play's edits expire); default one hour. */
  editTtlMs?: number;
  now?: () => number;
}

export interface PlaySandbox {
  url: string;
  port: number;
  state: PlayState;
  stop(): Promise<void>;
}

/** Bundles can be large; Play's own limit is far higher, ours only keeps a stray client from filling memory. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** The media part of an upload: the raw body (uploadType=media), or the second part of multipart/related. */
function mediaOf(request: IncomingMessage, body: Buffer): Uint8Array {
  const boundary = /multipart\/related;\s*boundary=([^;]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (!boundary) return new Uint8Array(body);
  const parts = body.toString('latin1').split(`--${boundary}`);
  const media = parts[2] ?? '';
  const start = media.indexOf('\r\n\r\n');
  return new Uint8Array(Buffer.from(media.slice(start + 4).replace(/\r\n$/, ''), 'latin1'));
}

function jsonOf(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below like any other malformed body.
  }
  throw badRequest('parseError', 'The request body is not a JSON object.');
}

/** The sandbox's own calls: what a developer does in Play Console, and what tests need to set up or look. */
async function adminCall(
  sandbox: SandboxCore,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<boolean> {
  const { state, accounts } = sandbox;
  const method = request.method ?? 'GET';
  const body = async () => jsonOf(await readBody(request, { maxBytes: 1024 * 1024 }));
  if (path === '/__sandbox/health') return (sendJson(response, 200, { ok: true }), true);
  if (path === '/__sandbox/reset' && method === 'POST') return (state.clear(), response.writeHead(204).end(), true);
  if (path === '/__sandbox/service-accounts' && method === 'POST') {
    const input = await body();
    const email = String(input.clientEmail ?? '');
    const account: KnownAccount = {
      email,
      keyId: String(input.keyId ?? ''),
      publicKey: createPublicKey(String(input.publicKeyPem ?? '')),
    };
    accounts.set(email, account);
    return (sendJson(response, 200, { clientEmail: email }), true);
  }
  if (path === '/__sandbox/apps' && method === 'POST') {
    const input = await body();
    const packageName = String(input.packageName ?? '');
    if (!/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/.test(packageName))
      throw badRequest('invalidValue', 'packageName is not a package name.');
    const grantees = Array.isArray(input.grantees) ? input.grantees.map(String) : [];
    const app = state.createApp(packageName, String(input.title ?? packageName), grantees, Date.now());
    return (sendJson(response, 200, app), true);
  }
  const match = /^\/__sandbox\/apps\/([^/]+)(?:\/(grants|expire-next-edit))?$/.exec(path);
  if (match) {
    const packageName = decodeURIComponent(match[1]!);
    if (!match[2] && method === 'DELETE') {
      const existed = state.deleteApp(packageName);
      return (response.writeHead(existed ? 204 : 404).end(), true);
    }
    const app = state.apps.get(packageName);
    if (!app) return (sendJson(response, 404, { error: `no app ${packageName}` }), true);
    if (!match[2] && method === 'GET') return (sendJson(response, 200, app), true);
    const input = await body();
    if (match[2] === 'grants' && method === 'POST')
      state.setGrant(packageName, String(input.email ?? ''), input.release === true);
    else if (match[2] === 'expire-next-edit' && method === 'POST')
      state.expireNextEditAfter.set(packageName, String(input.after ?? ''));
    else return false;
    return (response.writeHead(204).end(), true);
  }
  if (path === '/' && method === 'GET') {
    const page = consolePage(state, [...accounts.keys()]);
    return (response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page), true);
  }
  if (path === '/console/apps' && method === 'POST') {
    const form = readForm(await readBody(request, { maxBytes: 64 * 1024 }));
    if (/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/.test(form.packageName ?? ''))
      state.createApp(form.packageName!, form.title || form.packageName!, form.grant ? [form.grant] : [], Date.now());
    return (response.writeHead(303, { Location: '/' }).end(), true);
  }
  return false;
}

interface SandboxCore {
  state: PlayState;
  accounts: Map<string, KnownAccount>;
}

/**
 * The Google Play Developer API (androidpublisher v3 edits: bundles, tracks, listings, images, details, commit) as the
 * official client calls it, for apps created here the way a developer creates them in Play Console. In memory;
 * `stateFile` keeps the apps for the command line.
 */
export async function startPlaySandbox(options: PlaySandboxOptions = {}): Promise<PlaySandbox> {
  const host = options.host ?? '127.0.0.1';
  const state = new PlayState(options.stateFile);
  const accounts = new Map((options.serviceAccounts ?? []).map((key) => [key.client_email, accountOf(key)]));
  const core: SandboxCore = { state, accounts };
  let origin = '';

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    if (await adminCall(core, request, response, path)) return;
    let raw: Buffer | undefined;
    const bytes = async () => (raw ??= await readBody(request, { maxBytes: MAX_BODY_BYTES }));
    const call: ApiCall = {
      method: request.method ?? 'GET',
      path,
      request,
      json: async () => jsonOf(await bytes()),
      media: async () => mediaOf(request, await bytes()),
    };
    const context: ApiContext = {
      state,
      accounts,
      now: options.now ?? Date.now,
      editTtlMs: options.editTtlMs ?? 3_600_000,
      origin,
    };
    const answer = await playApi(context, call);
    if (!answer)
      return void sendJson(response, 404, {
        error: { code: 404, message: `No route ${path}`, status: 'NOT_FOUND', errors: [] },
      });
    if (answer.status === 204) return void response.writeHead(204).end();
    sendJson(response, answer.status, answer.body);
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      if (error instanceof PlayApiError) return void sendJson(response, error.httpStatus, error.body());
      const message = error instanceof Error ? error.message : String(error);
      sendJson(response, 500, { error: { code: 500, message, status: 'INTERNAL', errors: [] } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`play-sandbox: port ${options.port} on ${host} is already in use`)
          : error,
      ),
    );
    server.listen(options.port ?? PORTS.play, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    port,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
