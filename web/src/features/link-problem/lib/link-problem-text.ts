import { REVOKED_DOWNLOAD_MESSAGE } from '@contracts/abuse';
import type { DownloadLinkPageQuery } from '@contracts/download-link-page';
import { BUILD_RETENTION_DAYS, DOWNLOAD_REUSE_GRACE_SECONDS } from '@contracts/lifecycle';

/** What the download link page says (docs/product.md "Download links"), per problem and per kind of file. */
export interface LinkProblemText {
  title: string;
  reason: string;
}

const graceMinutes = Math.round(DOWNLOAD_REUSE_GRACE_SECONDS / 60);

export function linkProblemText({ problem, file }: DownloadLinkPageQuery): LinkProblemText {
  const thing = file.kind === 'build' ? 'APK' : 'file';
  switch (problem) {
    case 'expired':
      return {
        title: 'This download link has expired',
        reason:
          'Download links work for a few minutes only, so a link from a QR code or an email can run out before it is opened. A fresh one is a click away.',
      };
    case 'used':
      return {
        title: 'This download link has already been used',
        reason: `Each link downloads its ${thing} once (for ${graceMinutes} minutes after the first download, so a download can resume). Make a fresh one to download it again.`,
      };
    case 'revoked':
      return { title: 'This download has been disabled', reason: REVOKED_DOWNLOAD_MESSAGE };
    case 'gone':
      return file.kind === 'build'
        ? {
            title: 'This build is no longer available',
            reason: `Free builds are kept for ${BUILD_RETENTION_DAYS} days. Generate the APK again: it is signed with the same key, so it installs as an update.`,
          }
        : {
            title: 'This file is no longer available',
            reason: 'Open the request to see the files it has now, or contact support.',
          };
    case 'invalid':
      return {
        title: 'This download link is not valid',
        reason: 'It may have been copied only in part. Make a fresh one instead.',
      };
  }
}
