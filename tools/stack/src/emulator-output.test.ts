import { describe, expect, it } from 'vitest';
import { offMachineOutcome, watchEmulatorOutput } from './emulator-output.js';

// Lines as firebase-tools 14 prints them into the stack's log (no colours: its output is not a terminal).
const OUTBOUND = [
  'i  functions: Beginning execution of "asia-south1-frameCheck"',
  '⚠  External network resource requested!',
  '   - URL: "https://shop.example.in/"',
  ' - Be careful, this may be a production service.',
];
const BUILD_ERROR =
  '>  {"event":"fulfilment_key_unusable","uid":"u1","kind":"aab","severity":"ERROR","message":"Error: signing key missing"}';

function watched(lines: readonly string[]) {
  const watch = watchEmulatorOutput();
  for (const line of lines) watch.observe(line);
  return watch;
}

describe("the test run's watch on the emulators' output", () => {
  it('collects each URL the functions requested off this machine once, in order', () => {
    const watch = watched([
      ...OUTBOUND,
      ...OUTBOUND,
      '⚠  External network resource requested!',
      '   - URL: "https://other.example/icon.png"',
    ]);
    expect(watch.outboundRequests()).toEqual(['https://shop.example.in/', 'https://other.example/icon.png']);
  });

  it('takes a URL line only right after the warning', () => {
    const watch = watched(['   - URL: "https://shop.example.in/"', '⚠  External network resource requested!', 'x']);
    expect(watch.outboundRequests()).toEqual([]);
  });

  it('keeps error lines: ERROR-severity logs, the emulator error label and its timeout notice, nothing else', () => {
    const watch = watched([
      ...OUTBOUND,
      '>  {"event":"build_created","severity":"INFO","message":"build created"}',
      BUILD_ERROR,
      '⬢  functions: Failed to load function definition from source: SyntaxError',
      'Your function timed out after ~120s. To configure this timeout, see https://firebase.google.com/docs',
    ]);
    expect(watch.errorLines()).toEqual({
      lines: [
        BUILD_ERROR,
        '⬢  functions: Failed to load function definition from source: SyntaxError',
        'Your function timed out after ~120s. To configure this timeout, see https://firebase.google.com/docs',
      ],
      total: 3,
    });
  });

  it('answers the last lines, each cut to the width, and counts them all', () => {
    const watch = watched(Array.from({ length: 300 }, (_, index) => `${BUILD_ERROR} #${index}`));
    const { lines, total } = watch.errorLines(2, 20);
    expect(total).toBe(300);
    expect(lines).toEqual([`${BUILD_ERROR.slice(0, 19)}…`, `${BUILD_ERROR.slice(0, 19)}…`]);
    expect(watch.errorLines(1).lines).toEqual([`${BUILD_ERROR} #299`]);
  });
});

describe('the off-machine check', () => {
  it('passes with no request and fails naming each URL', () => {
    expect(offMachineOutcome([])).toMatchObject({ passed: 1, failed: 0, problems: [] });
    const failed = offMachineOutcome(['https://shop.example.in/']);
    expect(failed).toMatchObject({ passed: 0, failed: 1 });
    expect(failed.problems).toEqual([
      'the functions requested https://shop.example.in/; a test must give them a local site (e2e/src/frameable-site.ts)',
    ]);
  });
});
