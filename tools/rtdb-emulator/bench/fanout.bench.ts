/**
 * Fan-out benchmark: 50 web-SDK clients (one user's tabs) listen to requests/<uid> ordered by
 * createdAt (a tagged limitToLast query) while one client writes 500 updates, new requests and
 * status changes, through the product-like rules. The emulator runs as its own process (the CLI),
 * so its memory is measured alone.
 *   paced: each write awaits its acknowledgement; latency = write issued -> event seen by a client
 *   burst: all writes at once; throughput = events delivered to all clients per second
 * Prints readable lines, then one JSON object as the last line.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  limitToLast,
  onChildAdded,
  onChildChanged,
  onValue,
  orderByChild,
  query,
  ref,
  set,
  update,
} from 'firebase/database';
import type { Database, DataSnapshot } from 'firebase/database';
import { DATABASE_NAMESPACE, PROJECT_ID } from '../../../functions/src/contracts/local-stack.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const UPDATES = Number(process.env.BENCH_UPDATES ?? 500);
const UID = 'bench-user';
const here = dirname(fileURLToPath(import.meta.url));

const RULES = {
  rules: {
    requests: {
      $uid: {
        '.read': 'auth != null && auth.uid == $uid',
        '.indexOn': ['createdAt'],
        $id: {
          '.write': 'auth != null && auth.uid == $uid && auth.token.email_verified == true',
          '.validate': "newData.hasChildren(['createdAt', 'status', 'seq'])",
        },
      },
    },
  },
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function rssMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(/(\d+)/.exec(line)?.[1] ?? 0) / 102.4) / 10;
}

async function startEmulatorProcess(rulesPath: string): Promise<{ url: URL; pid: number; stop: () => void }> {
  // `node --import tsx` rather than the tsx wrapper, so the PID (and its memory) is the emulator itself.
  const cli = join(here, '..', 'src', 'cli.ts');
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []),
      '--import',
      'tsx',
      cli,
      '--port',
      '0',
      '--rules',
      rulesPath,
    ],
    { cwd: join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<URL>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on (http:\/\/\S+)/.exec(output);
      if (match) resolve(new URL(match[1] as string));
    });
    child.on('exit', () => reject(new Error(`emulator exited: ${output}`)));
  });
  return { url, pid: child.pid as number, stop: () => child.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rtdb-bench-'));
  const rulesPath = join(dir, 'database.rules.json');
  writeFileSync(rulesPath, JSON.stringify(RULES));
  const emulator = await startEmulatorProcess(rulesPath);
  const idleRss = rssMb(emulator.pid);
  const token = { user_id: UID, email: 'bench@apkforge.test', email_verified: true };
  const connect = (name: string): Database => {
    const db = getDatabase(
      initializeApp({ projectId: PROJECT_ID, databaseURL: `https://${DATABASE_NAMESPACE}.firebaseio.com` }, name),
    );
    connectDatabaseEmulator(db, emulator.url.hostname, Number(emulator.url.port), { mockUserToken: token });
    return db;
  };
  const writer = connect('writer');
  const seen = new Map<number, number[]>();
  const issued = new Map<number, number>();
  let delivered = 0;
  const record = (snapshot: DataSnapshot) => {
    const seq = snapshot.child('seq').val() as number;
    const start = issued.get(seq);
    if (start === undefined) return;
    delivered++;
    let list = seen.get(seq);
    if (!list) seen.set(seq, (list = []));
    list.push(performance.now() - start);
  };
  const readers: Database[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const db = connect(`reader-${i}`);
    const window = query(ref(db, `requests/${UID}`), orderByChild('createdAt'), limitToLast(50));
    onChildAdded(window, record);
    onChildChanged(window, record);
    await new Promise<void>((resolve) => onValue(window, () => resolve(), { onlyOnce: true }));
    readers.push(db);
  }
  const write = (seq: number): Promise<void> => {
    issued.set(seq, performance.now());
    // Two in three writes create a request, the third moves an existing one along.
    if (seq % 3 !== 2 || seq < 3)
      return set(ref(writer, `requests/${UID}/r${seq}`), { createdAt: seq, status: 'Queued', seq });
    return update(ref(writer, `requests/${UID}/r${seq - 1}`), { status: 'in_review', seq });
  };
  const waitFor = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  const pacedStart = performance.now();
  for (let seq = 0; seq < UPDATES; seq++) {
    await write(seq);
    await waitFor(() => (seen.get(seq)?.length ?? 0) >= CLIENTS);
  }
  const pacedSeconds = (performance.now() - pacedStart) / 1000;
  const latencies = [...seen.values()].flat().sort((a, b) => a - b);
  const busyRss = rssMb(emulator.pid);

  seen.clear();
  delivered = 0;
  const burstStart = performance.now();
  await Promise.all(Array.from({ length: UPDATES }, (_, i) => write(UPDATES + i)));
  await waitFor(() => delivered >= UPDATES * CLIENTS);
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const burstLatencies = [...seen.values()].flat().sort((a, b) => a - b);
  const peakRss = rssMb(emulator.pid);

  const result = {
    benchmark: 'rtdb-fanout',
    clients: CLIENTS,
    updates: UPDATES,
    paced: {
      latencyMs: {
        median: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        max: round(latencies.at(-1) ?? Number.NaN),
      },
      updatesPerSecond: round(UPDATES / pacedSeconds),
    },
    burst: {
      seconds: round(burstSeconds),
      eventsPerSecond: Math.round((UPDATES * CLIENTS) / burstSeconds),
      latencyMs: { median: round(percentile(burstLatencies, 50)), p95: round(percentile(burstLatencies, 95)) },
    },
    emulatorRssMb: { idle: idleRss, afterPaced: busyRss, afterBurst: peakRss },
    benchProcessHeapMb: round(process.memoryUsage().heapUsed / 1048576),
  };
  console.log(
    `clients ${CLIENTS}, updates ${UPDATES} (2/3 new requests, 1/3 status changes), query orderByChild('createdAt') limitToLast(50)`,
  );
  console.log(
    `paced: write -> event median ${result.paced.latencyMs.median} ms, p95 ${result.paced.latencyMs.p95} ms, ${result.paced.updatesPerSecond} updates/s`,
  );
  console.log(
    `burst: ${UPDATES * CLIENTS} events in ${result.burst.seconds} s = ${result.burst.eventsPerSecond} events/s (median ${result.burst.latencyMs.median} ms, p95 ${result.burst.latencyMs.p95} ms)`,
  );
  console.log(`emulator RSS: idle ${idleRss} MB, after paced ${busyRss} MB, after burst ${peakRss} MB`);
  console.log(JSON.stringify(result));
  for (const db of [writer, ...readers]) await deleteApp(db.app);
  emulator.stop();
  rmSync(dir, { recursive: true, force: true });
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
