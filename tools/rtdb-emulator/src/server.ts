import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { Registry } from './database/registry.js';
import type { RtdbEmulator, RtdbEmulatorOptions } from './emulator-options.js';
import { requestUrl } from './http/namespace.js';
import { LongPollServer } from './protocol/long-poll/long-poll-server.js';
import { SessionDirectory } from './protocol/session-directory.js';
import { serveWebSocket } from './protocol/websocket-connection.js';
import { handleRest } from './rest/router.js';
import { loadRulesFile, watchRulesFile } from './rules/rules-file.js';
import { parseRulesSource } from './rules/rules-source.js';
import { compileRules, OPEN_RULES_SOURCE } from './rules/ruleset.js';
import type { CompiledRules } from './rules/ruleset.js';
import { readExport, writeExport } from './tree/export-format.js';

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`Port ${port} on ${host} is already in use. Stop whatever holds it or pass another --port.`);
    this.name = 'PortInUseError';
  }
}

function initialRules(options: RtdbEmulatorOptions): CompiledRules {
  if (options.rulesPath) return loadRulesFile(options.rulesPath);
  if (options.rules) return compileRules(options.rules);
  // Like the official emulator without a rules file: everything is allowed.
  return parseRulesSource(OPEN_RULES_SOURCE);
}

/** Starts the emulator: REST and rules on HTTP, the realtime protocol on websockets at /.ws and long polling at /.lp. */
export async function startRtdbEmulator(options: RtdbEmulatorOptions = {}): Promise<RtdbEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((message: string) => console.error(message));
  const registry = new Registry(initialRules(options));
  if (options.importDir) registry.importTrees(await readExport(options.importDir));
  const stopWatching = options.rulesPath
    ? watchRulesFile(
        options.rulesPath,
        (rules) => registry.setDefaultRules(rules),
        (error) =>
          log(`rtdb-emulator: ${options.rulesPath} not reloaded, keeping the previous rules: ${error.message}`),
      )
    : () => undefined;
  const sessions = new SessionDirectory();
  const longPolls = new LongPollServer(registry, sessions);
  const server = createServer((request, response) => {
    const url = requestUrl(request);
    if (url.pathname === '/.lp') longPolls.handle(request, response, url);
    else void handleRest(request, response, registry);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const websockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    if (requestUrl(request).pathname !== '/.ws') {
      socket.destroy();
      return;
    }
    websockets.handleUpgrade(request, socket, head, (websocket) =>
      serveWebSocket(websocket, request, registry, sessions),
    );
  });
  let port: number;
  try {
    port = await listen(server, options.port ?? 0, host);
  } catch (error) {
    stopWatching();
    throw error;
  }
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let stopped: Promise<void> | null = null;
  const exportTo = (dir: string) => writeExport(dir, registry.trees());
  return {
    port,
    host,
    url,
    exportTo,
    stop() {
      stopped ??= (async () => {
        stopWatching();
        sessions.endAll();
        if (options.exportOnExitDir) await exportTo(options.exportOnExitDir);
        for (const client of websockets.clients) client.terminate();
        websockets.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
      })();
      return stopped;
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
