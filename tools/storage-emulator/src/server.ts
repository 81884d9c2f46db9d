import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleList, handleObject, handleUpload, sendMedia, type Context } from './handlers.js';
import { sendJson } from '@apkforge/test-kit/http';
import { sendError } from './http-util.js';
import { ObjectStore } from './object-store.js';
import { UploadSessions } from './resumable.js';
import { parseOperation } from './routes.js';

export interface StorageEmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface StorageEmulator {
  port: number;
  host: string;
  url: string;
  store: ObjectStore;
  stop(): Promise<void>;
  /** Forgets every object and upload session. */
  reset(): void;
}

async function route(context: Context): Promise<void> {
  const operation = parseOperation(context.url.pathname);
  const { request, response, store } = context;
  switch (operation.kind) {
    case 'list-buckets':
      return sendJson(response, 200, {
        kind: 'storage#buckets',
        items: store.bucketNames().map((name) => ({ kind: 'storage#bucket', id: name, name })),
      });
    case 'bucket':
      return sendJson(response, 200, {
        kind: 'storage#bucket',
        id: operation.bucket,
        name: operation.bucket,
        storageClass: 'STANDARD',
      });
    case 'list-objects':
      if (request.method !== 'GET') return sendError(response, 405, 'methodNotAllowed', 'Use GET to list objects');
      return handleList(context, operation.bucket);
    case 'object':
      return handleObject(context, operation.bucket, operation.name);
    case 'download': {
      const object = store.read(operation.bucket, operation.name);
      if (!object) return sendError(response, 404, 'notFound', `No such object: ${operation.bucket}/${operation.name}`);
      return sendMedia(context, object);
    }
    case 'upload':
      return handleUpload(context, operation.bucket);
    default:
      return sendError(response, 404, 'notFound', `Not found: ${request.method} ${context.url.pathname}`);
  }
}

/** Starts the in-memory Cloud Storage stand-in (the official Storage emulator needs Java 21 and a download). */
export async function startStorageEmulator(options: StorageEmulatorOptions = {}): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const store = new ObjectStore();
  const sessions = new UploadSessions();
  const server: Server = createServer((request, response) => {
    const baseUrl = `http://${request.headers.host ?? `${host}:${(server.address() as AddressInfo).port}`}`;
    const context: Context = { store, sessions, baseUrl, url: new URL(request.url ?? '/', baseUrl), request, response };
    route(context).catch((error: unknown) => {
      if (!response.headersSent)
        sendError(response, 500, 'backendError', error instanceof Error ? error.message : String(error));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`storage-emulator: port ${options.port} on ${host} is already in use`)
          : error,
      ),
    );
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host,
    url: `http://${host}:${port}`,
    store,
    reset: () => store.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
