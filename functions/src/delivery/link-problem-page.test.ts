import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { refuseRevokedDownload } from '../platform/callers/revoked-account.js';
import { revocationPath } from '../contracts/database-paths.js';
import { downloadLinkPagePath, parseDownloadLinkPage } from '../contracts/download-link-page.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { downloadTokens, linkAlreadyUsed } from './download-token.js';
import { linkProblemOf, wantsPage } from './link-problem-page.js';

const tokens = downloadTokens(Buffer.alloc(32, 7));
const target = { kind: 'build', buildId: 'b1' } as const;

function refusal(run: () => unknown): HttpsError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('nothing was refused');
}

// The refusals as the download path really throws them (download-token.ts, download-uses.ts, platform/callers/revoked-account.ts).
describe('linkProblemOf', () => {
  it('tells an expired link from a used, an invalid and a revoked one, and a file gone', async () => {
    const expired = tokens.sign({ uid: 'u', target, expiresAt: 10 });
    expect(linkProblemOf(refusal(() => tokens.verify(expired, target, 20_000)))).toBe('expired');
    expect(linkProblemOf(refusal(() => tokens.verify('not.valid', target, 0)))).toBe('invalid');
    expect(linkProblemOf(linkAlreadyUsed(target))).toBe('used');
    const db = new MemoryDb();
    await db.set(revocationPath('u'), { revokedAt: 1, reason: 'phishing', actorUid: 'support' });
    const revoked = await refuseRevokedDownload(db, 'u').then(
      () => null,
      (error: unknown) => error as HttpsError,
    );
    expect(revoked && linkProblemOf(revoked)).toBe('revoked');
    expect(linkProblemOf(new HttpsError('not-found', 'This build is no longer available.'))).toBe('gone');
    expect(linkProblemOf(new HttpsError('unauthenticated', 'A download token is required.'))).toBe('invalid');
  });
});

describe('wantsPage', () => {
  const request = (accept: string | undefined, method = 'GET') => ({
    method,
    path: '/api/builds/b1/download',
    query: new URLSearchParams(),
    headers: accept === undefined ? {} : { accept },
    rawBody: Buffer.alloc(0),
    ip: '127.0.0.1',
  });

  it('is true for a browser navigation only', () => {
    expect(wantsPage(request('text/html,application/xhtml+xml,*/*;q=0.8'))).toBe(true);
    expect(wantsPage(request('application/json'))).toBe(false);
    expect(wantsPage(request('*/*'))).toBe(false);
    expect(wantsPage(request(undefined))).toBe(false);
    expect(wantsPage(request('text/html', 'POST'))).toBe(false);
  });
});

describe('the page address (contracts/download-link-page.ts)', () => {
  it('round-trips what the page needs, and refuses what it does not know', () => {
    const build = { problem: 'used', file: { kind: 'build' } } as const;
    const file = { problem: 'expired', file: { kind: 'deliverable', requestId: '-Oabc_1' } } as const;
    for (const query of [build, file]) {
      expect(parseDownloadLinkPage(downloadLinkPagePath(query).split('?')[1] ?? '')).toEqual(query);
    }
    expect(parseDownloadLinkPage('problem=hacked&file=build')).toBeNull();
    expect(parseDownloadLinkPage('problem=used&file=deliverable&request=../x')).toEqual(build);
  });
});
