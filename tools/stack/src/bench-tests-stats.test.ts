import { describe, expect, it, vi } from 'vitest';
import { printVariantStats, type Round } from './bench-tests-stats.js';

const round = (wall: number, phase1: number, suites: Record<string, number>, cpu: number | null = null): Round => ({
  timings: { total: wall, phase1, phase2: null, stackReady: null, suites },
  wall,
  cpu,
  verdict: '10 passed, 0 failed',
  load: '0.10 0.20 0.30 -> 1.90 1.20 0.70',
});

describe("bench:tests' figures", () => {
  it('gives the median and p95 of each phase and of the longest suites, with every round load average', () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const summary = printVariantStats(
      ['--quick'],
      [
        round(120, 100, { 'web unit': 30, typecheck: 20 }, 200),
        round(100, 90, { 'web unit': 10, typecheck: 25 }, 180),
        round(300, 250, { 'web unit': 20, typecheck: 15 }, 260),
      ],
      { cold: true, attached: false },
    );
    const printed = print.mock.calls.map((call) => String(call[0])).join('\n');
    print.mockRestore();
    expect(summary).toMatchObject({
      args: ['--quick'],
      rounds: 3,
      'whole run (wall)': { median: 120, p95: 300 },
      'CPU (user + sys)': { median: 200, p95: 260 },
      'phase 1': { median: 100, p95: 250 },
      'web unit': { median: 20, p95: 30 },
      typecheck: { median: 20, p95: 25 },
      'phase 2 done at': null,
    });
    expect(printed).toContain('npm test -- --quick: 3 round(s), cold caches');
    expect(printed).toMatch(/whole run \(wall\) +median 120 s, p95 300 s/);
    expect(printed).not.toContain('phase 2 done at');
    expect(printed).toContain('0.10 0.20 0.30 -> 1.90 1.20 0.70; 0.10');
  });

  it('leaves out the CPU row when /usr/bin/time was missing', () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const summary = printVariantStats([], [round(50, 40, {})], { cold: false, attached: true });
    const printed = print.mock.calls.map((call) => String(call[0])).join('\n');
    print.mockRestore();
    expect(summary['CPU (user + sys)']).toBeNull();
    expect(printed).toContain('npm test: 1 round(s), warm caches, on a running npm start');
  });
});
