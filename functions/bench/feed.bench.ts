import { loadavg } from 'node:os';
import { startRtdbEmulator } from '@apkforge/rtdb-emulator';
import { initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { serve } from '../src/__tests__/serve.js';
import { DATABASE_NAMESPACE, PROJECT_ID } from '../src/contracts/local-stack.js';
import {
  notificationFeedPath,
  notificationId,
  notificationReportPath,
  NOTIFICATIONS_FEED_SIZE,
} from '../src/contracts/notifications.js';
import { packageKey } from '../src/contracts/package-key.js';
import { feedRequestHandler } from '../src/notifications/feed-function.js';
import { systemClock } from '../src/platform/clock.js';
import { adminDb } from '../src/platform/db.js';
import { WindowLimiter } from '../src/platform/window-limiter.js';
import { percentile } from './bench-icons.js';

/**
 * The notification feed as the `notificationFeed` function serves a CDN miss (docs/architecture.md "Notification
 * feed"): the handler over HTTP, the admin SDK against our database emulator on an ephemeral port. Cases:
 *   feed_20: the app's newest 20 notifications (typical texts), what a first poll or a new cursor answers;
 *   feed_after_newest: the answer to an app already up to date (the common poll), an empty list;
 *   not_found: a package nobody built (the claim is read too);
 *   report: an app's daily report of what it fetched and tapped (a transaction and the counters).
 * Prints median / p95 and the answer's bytes per case; the last line is one JSON object for feed_20:
 * {"median_ms":…,"p95_ms":…,"bytes":…}. Run: npm run bench:feed
 */
// The handlers log every report as a JSON line (firebase-functions' logger): only the figures are printed here.
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
  String(chunk).includes('"severity":') ? true : write(chunk, ...rest)) as typeof process.stdout.write;

const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 300);
const WARMUP = 20;
const PACKAGE = 'in.co.example.shop';

const database = await startRtdbEmulator({ port: 0, host: '127.0.0.1' });
const app = initializeApp({ projectId: PROJECT_ID, databaseURL: `${database.url}?ns=${DATABASE_NAMESPACE}` }, 'bench');
const db = adminDb(getDatabase(app));

// A shop's month: 20 notifications with titles and texts of the usual length, sent over the last weeks.
const now = Date.now();
const items = Object.fromEntries(
  Array.from({ length: NOTIFICATIONS_FEED_SIZE }, (_, index) => {
    const at = now - (NOTIFICATIONS_FEED_SIZE - index) * 36 * 3_600_000;
    const id = notificationId(at, index.toString(36).padStart(4, '0'));
    return [
      id,
      {
        id,
        at,
        title: `Diwali offers, day ${index + 1}: sarees from ₹499`,
        text: 'New arrivals in silk and cotton. Free delivery across India on orders above ₹999 until Sunday.',
        link: `https://www.example.co.in/offers/day-${index + 1}?utm_source=app`,
      },
    ];
  }),
);
const ids = Object.keys(items).sort();
await db.set(`packageClaims/${packageKey(PACKAGE)}`, { uid: 'bench-owner', claimedAt: now });
await db.set(`notificationFeeds/${packageKey(PACKAGE)}`, { uid: 'bench-owner', packageName: PACKAGE, items });
for (const id of ids)
  await db.set(`notifications/bench-owner/${packageKey(PACKAGE)}/${id}`, { id, fetched: 0, taps: 0 });

const server = await serve(
  feedRequestHandler(() => ({ db, clock: systemClock, perAddress: new WindowLimiter(1_000_000, 60_000) })),
);

async function time(name: string, request: (round: number) => Promise<Response>, status: number) {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    const started = performance.now();
    const response = await request(round);
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== status) throw new Error(`${name}: ${response.status} ${body.toString()}`);
    bytes = body.length;
    if (round >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return { name, median_ms: round2(percentile(times, 50)), p95_ms: round2(percentile(times, 95)), bytes };
}

const feed = (query = '') => fetch(`${server.url}${notificationFeedPath(PACKAGE)}${query}`);
const results = [
  await time('feed_20', () => feed(), 200),
  await time('feed_after_newest', () => feed(`?after=${ids.at(-1)}`), 200),
  await time('not_found', () => fetch(`${server.url}${notificationFeedPath('com.nobody.built.app')}`), 404),
  await time(
    'report',
    (round) =>
      fetch(`${server.url}${notificationReportPath(PACKAGE)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          install: `bench-install-${String(round).padStart(8, '0')}`,
          fetched: ids.slice(-3),
          tapped: [ids.at(-1)],
        }),
      }),
    200,
  ),
];
await server.close();
await database.stop();

console.log(
  `notification feed (the function's handler over HTTP, our database emulator; load ${loadavg()[0]!.toFixed(1)}), ${ROUNDS} requests each:`,
);
for (const result of results)
  console.log(
    `  ${result.name.padEnd(18)} median ${result.median_ms} ms, p95 ${result.p95_ms} ms, ${result.bytes} bytes`,
  );
const main = results[0]!;
console.log(JSON.stringify({ median_ms: main.median_ms, p95_ms: main.p95_ms, bytes: main.bytes }));
process.exit(0);
