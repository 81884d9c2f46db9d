import { describe, expect, it } from 'vitest';
import { startLocalStack, StartInterrupted } from './local-stack.js';

describe('starting the local stack', () => {
  it('starts nothing once interrupted: Ctrl-C before the first step rejects at that step', async () => {
    const lines: string[] = [];
    await expect(
      startLocalStack({ echo: false, log: (line) => lines.push(line), signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(StartInterrupted);
    // Not a service started, not a secret written, nothing built: start-up logs each of those.
    expect(lines).toEqual([]);
  });
});
