import { attachmentDownloadPath, buildDownloadPath, deliverableDownloadPath } from '../contracts/api-paths.js';
import type { CreateDownloadLinkResult } from '../contracts/callables.js';
import type { DownloadTarget, DownloadTokens } from './download-token.js';

export interface LinkSigner {
  tokens: DownloadTokens;
  /** Lifetime of a link (DOWNLOAD_TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
}

/** A short-lived signed GET link to one stored file of `uid`, relative to the API base (docs/api.md "Downloads"). */
export function signedDownloadLink(
  signer: LinkSigner,
  uid: string,
  target: DownloadTarget,
  nowMs: number,
): CreateDownloadLinkResult {
  const expiresAt = Math.floor(nowMs / 1000) + signer.tokenTtlSeconds;
  const token = signer.tokens.sign({ uid, target, expiresAt });
  const url =
    target.kind === 'build'
      ? buildDownloadPath(target.buildId, token)
      : target.kind === 'deliverable'
        ? deliverableDownloadPath(target.requestId, target.deliverableId, token)
        : attachmentDownloadPath(target.requestId, target.attachmentId, token);
  return { url, expiresAt: expiresAt * 1000 };
}
