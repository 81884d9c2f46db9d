import { describe, expect, it } from 'vitest';
import { timingsOf } from './test-progress.js';

describe("the run's timings", () => {
  it('spans each phase, from the run start to when the stack answered and phase 2 ended', () => {
    const phase1 = new Map([
      ['typecheck', { begin: 1_000, end: 21_000 }],
      ['functions unit', { begin: 1_500, end: 90_400 }],
    ]);
    const phase2 = new Map([['functions integration', { begin: 40_000, end: 120_000 }]]);
    const { timings, line } = timingsOf(0, 125_000, phase1, phase2, 35_000);
    expect(timings).toEqual({
      total: 125,
      phase1: 89,
      phase2: 120,
      stackReady: 35,
      suites: { typecheck: 20, 'functions unit': 88.9, 'functions integration': 80 },
    });
    expect(line).toMatch(/^timings: 125 s in all, phase 1 89 s, stack answering at 35 s, phase 2 done at 120 s \(/);
  });

  it('leaves out a phase that did not run', () => {
    const { timings, line } = timingsOf(
      0,
      5_000,
      new Map([['web unit', { begin: 0, end: 5_000 }]]),
      new Map(),
      undefined,
    );
    expect([timings.phase2, timings.stackReady]).toEqual([null, null]);
    expect(line).toMatch(/^timings: 5 s in all, phase 1 5 s \(/);
  });
});
