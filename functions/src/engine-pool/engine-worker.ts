import { parentPort } from 'node:worker_threads';
import {
  ApkConfigError,
  buildApk,
  buildBundle,
  buildOwnershipProofApk,
  exportKeyForPlay,
  buildListingKit,
  exportPkcs12,
  prepareSiteIcon,
} from '../engine/index.js';
import type { EngineAnswer, EngineFailure, EngineRequest } from './engine-protocol.js';
import { WORKER_READY } from './worker-pool.js';

/**
 * The worker thread of the engine pool (worker-pool.ts): runs one engine call per message and answers with one
 * message, the built bytes transferred rather than copied. Its heap is capped by the pool's resourceLimits.
 */
async function perform(request: EngineRequest): Promise<EngineAnswer> {
  switch (request.op) {
    case 'buildApk':
      return { ok: true, op: request.op, value: await buildApk(request.config, request.key) };
    case 'buildBundle':
      return { ok: true, op: request.op, value: await buildBundle(request.config, request.key) };
    case 'exportPkcs12':
      return { ok: true, op: request.op, value: exportPkcs12(request.key, request.password, request.alias) };
    case 'buildOwnershipProofApk':
      return {
        ok: true,
        op: request.op,
        value: await buildOwnershipProofApk(request.config, request.key, request.token),
      };
    case 'exportKeyForPlay':
      return { ok: true, op: request.op, value: exportKeyForPlay(request.key, request.encryptionKey) };
    case 'prepareSiteIcon':
      return { ok: true, op: request.op, value: prepareSiteIcon(request.bytes, request.maxBytes) };
    case 'buildListingKit':
      return { ok: true, op: request.op, value: buildListingKit(request.input) };
  }
}

function failureOf(error: unknown): EngineFailure {
  if (error instanceof ApkConfigError) return { kind: 'config', field: error.field, message: error.message };
  if (error instanceof Error) return { kind: 'error', name: error.name, message: error.message };
  return { kind: 'error', name: 'Error', message: String(error) };
}

function bytesOf(answer: EngineAnswer): ArrayBuffer[] {
  if (!answer.ok || answer.value === null) return [];
  if (answer.op === 'buildListingKit') return [];
  const bytes = answer.op === 'exportPkcs12' || answer.op === 'exportKeyForPlay' ? answer.value : answer.value.bytes;
  return bytes.buffer instanceof ArrayBuffer && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer] : [];
}

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs only as a worker thread of the engine pool');
port.on('message', (request: EngineRequest) => {
  void perform(request).then(
    (answer) => port.postMessage(answer, bytesOf(answer)),
    (error: unknown) => port.postMessage({ ok: false, failure: failureOf(error) } satisfies EngineAnswer),
  );
});
port.postMessage(WORKER_READY);
