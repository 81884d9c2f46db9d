import { afterAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_ID_PATTERN,
  NOTIFICATIONS_FEED_SIZE,
  notificationId,
} from '../../functions/src/contracts/notifications.js';
import { startJvm, type Jvm, type JsonValue } from './jvm/jvm-probe.js';

// FeedRules.java decides what a feed answer shows, when to poll again, when to ask for POST_NOTIFICATIONS and what
// the report says (docs/shell-contract.md "Notifications"), on the host JVM with Android's own org.json. The feed's
// ids come from the contract's writer, so the app and the server agree on what an id is.
const jvm: Jvm | null = await startJvm();

const id = (at: number, suffix = '0000') => notificationId(at, suffix);
const item = (at: number, extra: Record<string, unknown> = {}) => ({
  id: id(at),
  title: `Title ${at}`,
  text: `Text ${at}`,
  link: `https://shop.example.in/p/${at}`,
  ...extra,
});
const feed = (items: unknown[]) => JSON.stringify({ items });
const MINUTE = 60_000;

describe.skipIf(!jvm)('FeedRules on the host JVM', () => {
  afterAll(() => jvm?.close());

  const newItems = async (body: string | null, last: string | null) =>
    (await jvm!.value('FeedRules.newItems', body, last)) as JsonValue[][] | null;

  it('shows what is newer than the last id, in the feed order, and moves the last id to the newest', async () => {
    const answer = await newItems(feed([item(1000), item(2000), item(3000)]), id(1000));
    expect(answer).toEqual([
      [id(3000)],
      [id(2000), 'Title 2000', 'Text 2000', 'https://shop.example.in/p/2000'],
      [id(3000), 'Title 3000', 'Text 3000', 'https://shop.example.in/p/3000'],
    ]);
  });

  it('never shows a notification twice: the last id shown is never shown again, nor anything older', async () => {
    expect(await newItems(feed([item(1000), item(2000)]), id(2000))).toEqual([[id(2000)]]);
    expect(await newItems(feed([item(1000)]), id(2000))).toEqual([[id(2000)]]);
    // An answer served from a cache older than what the app saw keeps the last id where it is.
    expect(await newItems(feed([]), id(2000))).toEqual([[id(2000)]]);
  });

  it('shows nothing on the first poll ever: it only sets the last id (an empty feed sets "")', async () => {
    expect(await newItems(feed([item(1000), item(2000)]), null)).toEqual([[id(2000)]]);
    expect(await newItems(feed([]), null)).toEqual([['']]);
    // After an empty first poll, the first notification ever sent is shown.
    expect(await newItems(feed([item(5000)]), '')).toEqual([
      [id(5000)],
      [id(5000), 'Title 5000', 'Text 5000', 'https://shop.example.in/p/5000'],
    ]);
  });

  it('reads ids exactly as the server writes them', async () => {
    const ids = [
      notificationId(0, '0000'),
      notificationId(Date.UTC(2026, 10, 1), 'zz9a'),
      notificationId(Date.UTC(5000, 0, 1), 'a1b2'),
    ];
    for (const value of ids) expect(value).toMatch(NOTIFICATION_ID_PATTERN);
    const answer = await newItems(feed(ids.map((value) => ({ id: value, title: 't' }))), '');
    expect(answer?.slice(1).map((row) => row[0])).toEqual(ids);
  });

  it('skips items that are not well formed and keeps the others', async () => {
    const body = feed([
      null,
      5,
      'x',
      { title: 'no id' },
      { id: 'N0000000000ABC', title: 'upper case id' },
      { id: `${id(1000)}x`, title: 'id too long' },
      { id: '../../x', title: 'not an id' },
      { id: id(1500), title: null },
      { id: id(1600), title: 7 },
      { id: id(2000), title: 'kept', text: null, link: 42 },
    ]);
    expect(await newItems(body, '')).toEqual([[id(2000)], [id(2000), 'kept', '', '']]);
  });

  it('ignores an answer that is not a feed (a portal page, a proxy error, truncated JSON, hostile nesting)', async () => {
    const notFeeds = [
      null,
      '',
      '<html><body>Sign in to the Wi-Fi</body></html>',
      '{"items": 5}',
      '{"items": {"0": {}}}',
      '[]',
      '{"error": {"code": "not-found", "message": "x"}}',
      feed([item(1000)]).slice(0, -3),
      '['.repeat(200_000),
    ];
    for (const body of notFeeds) expect(await newItems(body, id(1)), String(body).slice(0, 40)).toBeNull();
  });

  it('keeps to the feed size the server answers', async () => {
    const items = Array.from({ length: NOTIFICATIONS_FEED_SIZE }, (_, index) => item((index + 1) * 1000));
    const answer = await newItems(feed(items), '');
    expect(answer).toHaveLength(NOTIFICATIONS_FEED_SIZE + 1);
  });

  it('backs off after errors: 15 minutes, doubling, at most 12 hours; nothing after a success', async () => {
    const waits = await jvm!.ask([0, 1, 2, 3, 4, 5, 6, 7, 8, 50].map((failures) => ['FeedRules.backoff', failures]));
    expect(waits.map((answer) => ('value' in answer ? answer.value : answer.error))).toEqual([
      0,
      15 * MINUTE,
      30 * MINUTE,
      60 * MINUTE,
      120 * MINUTE,
      240 * MINUTE,
      480 * MINUTE,
      720 * MINUTE,
      720 * MINUTE,
      720 * MINUTE,
    ]);
  });

  it('asks for POST_NOTIFICATIONS only on API 33+, once, not granted, from the second launch', async () => {
    const cases: [number, boolean, boolean, number, boolean][] = [
      [33, false, false, 2, true],
      [36, false, false, 9, true],
      // The first launch: the question would cover the first paint of a new user.
      [33, false, false, 1, false],
      [33, true, false, 2, false],
      [33, false, true, 2, false],
      // Below 33 notifications need no runtime permission.
      [32, false, false, 2, false],
      [26, false, false, 5, false],
    ];
    const answers = await jvm!.ask(
      cases.map(([sdk, granted, asked, launches]) => ['FeedRules.shouldAsk', sdk, granted, asked, launches]),
    );
    expect(answers).toEqual(cases.map(([, , , , ask]) => ({ value: ask })));
  });

  it('creates a notification channel from API 26, where a notification without one is dropped', async () => {
    const answers = await jvm!.ask([24, 25, 26, 33].map((sdk) => ['FeedRules.needsChannel', sdk]));
    expect(answers).toEqual([{ value: false }, { value: false }, { value: true }, { value: true }]);
  });

  it('keeps the ids to report once each, the newest 20', async () => {
    const nineteen = Array.from({ length: 19 }, (_, index) => `n${index + 1}`).join(' ');
    const answers = await jvm!.ask([
      ['FeedRules.add', '', 'n1'],
      ['FeedRules.add', nineteen, 'n20'],
      ['FeedRules.add', `${nineteen} n20`, 'n21'],
      ['FeedRules.add', `${nineteen} n20`, 'n20'],
      ['FeedRules.add', 'n1 n12', 'n1'],
      ['FeedRules.add', 'n12', 'n1'],
    ]);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `n${from + i}`).join(' ');
    expect(answers).toEqual([
      { value: 'n1' },
      { value: range(1, 20) },
      { value: range(2, 21) },
      { value: range(1, 20) },
      { value: 'n1 n12' },
      { value: 'n12 n1' },
    ]);
  });

  it('writes the report the server reads', async () => {
    const report = (await jvm!.value('FeedRules.report', 'a1b2-c3', `${id(1)} ${id(2)}`, '')) as string;
    expect(JSON.parse(report)).toEqual({ install: 'a1b2-c3', fetched: [id(1), id(2)], tapped: [] });
    const taps = (await jvm!.value('FeedRules.report', 'x', '', id(3))) as string;
    expect(JSON.parse(taps)).toEqual({ install: 'x', fetched: [], tapped: [id(3)] });
  });
});
