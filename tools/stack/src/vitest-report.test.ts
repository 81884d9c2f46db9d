import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readVitestReport } from './vitest-report.js';

const assertion = (fullName: string, status: string, failureMessages: string[] = []) => ({
  fullName,
  status,
  failureMessages,
});

describe('reading a vitest JSON report', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stack-report-'));
    file = join(dir, 'report.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (report: unknown) => writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report));

  it('counts passed and failed tests and names the skipped ones', () => {
    write({
      testResults: [
        {
          name: '/a.test.ts',
          status: 'failed',
          assertionResults: [
            assertion('a works', 'passed'),
            assertion('a breaks', 'failed', ['AssertionError: expected 1 to be 2\n    at a.test.ts:3:4']),
            assertion('a later', 'todo'),
          ],
        },
        {
          name: '/b.test.ts',
          status: 'passed',
          assertionResults: [assertion('b works', 'passed'), assertion('b needs chromium', 'skipped')],
        },
      ],
    });
    expect(readVitestReport('web unit', file, 1)).toEqual({
      label: 'web unit',
      passed: 2,
      failed: 1,
      skipped: ['a later', 'b needs chromium'],
      problems: ['/a.test.ts > a breaks: AssertionError: expected 1 to be 2'],
    });
  });

  it("cuts a failed test's long first line, and names one without a message", () => {
    write({
      testResults: [
        {
          name: '/c.test.ts',
          status: 'failed',
          assertionResults: [
            assertion('c times out', 'failed', [`TimeoutError: ${'x'.repeat(400)}`]),
            { fullName: 'c says nothing', status: 'failed', failureMessages: null },
          ],
        },
      ],
    });
    const [long, silent] = readVitestReport('s', file, 1).problems;
    expect(long).toHaveLength('/c.test.ts > c times out: '.length + 300);
    expect(long!.endsWith('…')).toBe(true);
    expect(silent).toBe('/c.test.ts > c says nothing: failed');
  });

  it('counts a file that failed to load as one failure, with the first line of its error', () => {
    write({
      testResults: [
        { name: '/broken.test.ts', status: 'failed', message: 'Cannot find module x\n  at y', assertionResults: [] },
      ],
    });
    expect(readVitestReport('s', file, 1)).toMatchObject({
      passed: 0,
      failed: 1,
      problems: ['/broken.test.ts: Cannot find module x'],
    });
  });

  it('fails a run that exited non-zero although every test passed', () => {
    write({ testResults: [{ name: '/a.test.ts', status: 'passed', assertionResults: [assertion('ok', 'passed')] }] });
    expect(readVitestReport('s', file, 1)).toMatchObject({
      passed: 1,
      failed: 1,
      problems: ['vitest exited with 1 although no test failed'],
    });
    expect(readVitestReport('s', file, 0)).toMatchObject({ passed: 1, failed: 0, problems: [] });
  });

  it('fails a run without a report', () => {
    expect(readVitestReport('s', join(dir, 'missing.json'), null)).toEqual({
      label: 's',
      passed: 0,
      failed: 1,
      skipped: [],
      problems: ['vitest exited with null and wrote no report'],
    });
  });

  it('fails a run whose report is cut off or not a vitest report', () => {
    write('{"testResults": [');
    expect(readVitestReport('s', file, 1)).toMatchObject({ passed: 0, failed: 1 });
    expect(readVitestReport('s', file, 1).problems[0]).toMatch(/^vitest exited with 1 and its report is unreadable: /);
    write({ numTotalTests: 3 });
    expect(readVitestReport('s', file, 0)).toMatchObject({
      failed: 1,
      problems: ['vitest exited with 0 and its report is unreadable: no testResults'],
    });
  });
});
