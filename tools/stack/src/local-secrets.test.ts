import { describe, expect, it } from 'vitest';
import { dotenvEntries, missingLines } from './local-secrets.js';

describe('local secrets', () => {
  it('reads KEY=value lines and skips comments', () => {
    expect([...dotenvEntries('# c\nA=1\n\n B = 2\n#C=3\n').keys()]).toEqual(['A', 'B']);
  });

  it("finds the example's keys an existing file lacks, keeping the file's own values", () => {
    expect(missingLines('A=mine\n', '# x\nA=example\nSMTP_URL=smtp://127.0.0.1:1025\n')).toEqual([
      'SMTP_URL=smtp://127.0.0.1:1025',
    ]);
    expect(missingLines('A=1\nB=2', 'A=3\nB=4')).toEqual([]);
  });
});
