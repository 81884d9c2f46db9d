import type { SuiteOutcome } from './vitest-report.js';

/**
 * What a test run reads from the Firebase emulators' output as it is printed:
 * - every request the functions made off this machine. The Functions emulator hooks the runtime's http and https
 *   modules and warns "External network resource requested!" with the URL; loopback is not reported. Tests must
 *   use local sites (e2e/src/frameable-site.ts), so the run fails on any such request: offline it only costs a
 *   failed DNS lookup, but on a connected machine the product would fetch somebody's real site.
 * - the lines that report an error, shown when a phase-2 suite failed: CI's clone, and the log file with it, is
 *   gone once the run ends, and a suite's own message rarely says what the server logged.
 */
export interface EmulatorOutputWatch {
  readonly observe: (line: string) => void;
  /** The URLs the functions requested off this machine, in order, each once. */
  outboundRequests(): string[];
  /** The last error lines, at most `max` of them, each cut to `width` characters; and how many there were. */
  errorLines(max?: number, width?: number): { lines: string[]; total: number };
}

const OUTBOUND_WARNING = 'External network resource requested!';
/** The warning's next line: `   - URL: "https://shop.example.in/"`. */
const OUTBOUND_URL = /^\s*- URL: "(.*)"\s*$/;
/**
 * firebase-tools' error label (⬢, or !! on Windows), a function's structured log at ERROR severity, the emulator's
 * own timeout notice.
 */
const ERROR_LINE = /^(⬢|!!)|"severity":"ERROR"|Your function timed out/;
/** Enough to find the cause without filling the terminal; the log file keeps everything. */
const KEPT_ERRORS = 200;

export function watchEmulatorOutput(): EmulatorOutputWatch {
  const outbound: string[] = [];
  const errors: string[] = [];
  let totalErrors = 0;
  let warned = false;
  return {
    observe(line) {
      if (line.includes(OUTBOUND_WARNING)) {
        warned = true;
        return;
      }
      if (warned) {
        warned = false;
        const url = OUTBOUND_URL.exec(line)?.[1];
        if (url !== undefined && !outbound.includes(url)) outbound.push(url);
      }
      if (ERROR_LINE.test(line)) {
        totalErrors += 1;
        errors.push(line);
        if (errors.length > KEPT_ERRORS) errors.shift();
      }
    },
    outboundRequests: () => [...outbound],
    errorLines(max = 40, width = 400) {
      const lines = errors.slice(-max).map((line) => (line.length > width ? `${line.slice(0, width - 1)}…` : line));
      return { lines, total: totalErrors };
    },
  };
}

/** The run's check that the functions reached nothing off this machine: one outcome, a problem per URL. */
export function offMachineOutcome(urls: readonly string[]): SuiteOutcome {
  return {
    label: 'local stack: no request off this machine',
    passed: urls.length === 0 ? 1 : 0,
    failed: urls.length === 0 ? 0 : 1,
    skipped: [],
    problems: urls.map(
      (url) => `the functions requested ${url}; a test must give them a local site (e2e/src/frameable-site.ts)`,
    ),
  };
}
