import { LOOPBACK, PORTS } from '../../../../functions/src/contracts/local-stack.js';
import { randomBytes } from 'node:crypto';
import { startRtdbEmulator } from '../../src/index.js';
import type { RtdbEmulator } from '../../src/index.js';

/**
 * The database under test: an external emulator when RTDB_EMULATOR_HOST=host:port is set
 * (for instance the official one, to check that this suite describes the real behaviour),
 * otherwise our emulator started in-process on a free port.
 */
export interface Target {
  readonly host: string;
  readonly port: number;
  readonly url: string;
  readonly external: boolean;
  /** Our emulator, when the suite runs against it in-process. */
  readonly emulator: RtdbEmulator | null;
  stop(): Promise<void>;
}

export async function startTarget(): Promise<Target> {
  const external = process.env.RTDB_EMULATOR_HOST;
  if (external) {
    const [host = LOOPBACK, port = String(PORTS.database)] = external.split(':');
    return {
      host,
      port: Number(port),
      url: `http://${host}:${port}`,
      external: true,
      emulator: null,
      stop: async () => undefined,
    };
  }
  const emulator = await startRtdbEmulator({ port: 0, log: () => undefined });
  return {
    host: emulator.host,
    port: emulator.port,
    url: emulator.url,
    external: false,
    emulator,
    stop: () => emulator.stop(),
  };
}

/** A namespace of its own per test file, so files can share one external emulator. */
export function freshNamespace(label: string): string {
  return `conf-${label}-${randomBytes(4).toString('hex')}`;
}
