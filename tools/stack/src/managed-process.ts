import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ManagedProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /** Echo the process's output to our stdout, each line prefixed with its name. */
  echo: boolean;
  /** Also keep every line in this file (the test runner keeps logs for failures). */
  logFile?: string;
}

/**
 * A child process in its own process group, so that stopping it also stops everything it started
 * (firebase-tools starts the functions runtime; Ctrl-C must not leave those behind).
 */
export class ManagedProcess {
  readonly name: string;
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;
  private readonly log: WriteStream | undefined;
  private readonly listeners: Array<(line: string) => void> = [];
  private exitCode: number | null | undefined;

  constructor(options: ManagedProcessOptions) {
    this.name = options.name;
    this.log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
    this.child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => this.onLine(line, options.echo));
    }
    this.exited = new Promise((resolveExit) => {
      this.child.on('exit', (code, signal) => {
        this.exitCode = code ?? (signal ? null : 0);
        resolveExit(this.exitCode);
      });
      // Not at 'exit': what the group's other processes (the Functions emulator's runtime workers) print after the
      // main one exits still belongs in the log, and arrives until the last of them closes the pipes.
      this.child.on('close', () => this.log?.end());
      this.child.on('error', (error) => {
        this.onLine(`failed to start: ${error.message}`, true);
        this.exitCode = -1;
        resolveExit(-1);
      });
    });
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  /** Calls back for every output line (used to wait for a ready line or to surface errors). */
  onOutput(listener: (line: string) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Asks the group to stop (SIGINT lets firebase-tools export on exit), then insists after `graceMs`.
   */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.running || this.child.pid === undefined) return;
    this.signalGroup('SIGINT');
    const timer = setTimeout(() => this.signalGroup('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
    // The runtime children firebase-tools started may outlive it by a moment.
    this.signalGroup('SIGKILL');
  }

  private signalGroup(signal: NodeJS.Signals): void {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }

  private onLine(line: string, echo: boolean): void {
    this.log?.write(`${line}\n`);
    if (echo) process.stdout.write(`[${this.name}] ${line}\n`);
    for (const listener of this.listeners) listener(line);
  }
}
