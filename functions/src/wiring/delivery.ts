import { downloadsConfig, mailConfig } from '../config.js';
import { apiRequestHandler } from '../delivery/api-function.js';
import type { ApiDeps } from '../delivery/api-routes.js';
import {
  createDownloadLink as createDownloadLinkHandler,
  type CreateDownloadLinkDeps,
} from '../delivery/create-download-link.js';
import { signedDownloadLink } from '../delivery/download-link.js';
import { verifiedCallable } from '../platform/callers/caller.js';
import { opsAttachmentLink as opsAttachmentLinkHandler, type AttachmentLinkDeps } from '../support/attachment-link.js';
import { allowedOrigins, downloadLinkTokens, platform } from './platform.js';

// Builds' and deliverables' files: the api function (downloads, health) and the signed links to them.

function apiDeps(): ApiDeps {
  const { db, files, clock } = platform();
  return { downloads: { db, files, clock, tokens: downloadLinkTokens() }, appUrl: mailConfig().appUrl };
}

function downloadLinkDeps(): CreateDownloadLinkDeps {
  const { db, clock } = platform();
  return { db, clock, tokens: downloadLinkTokens(), tokenTtlSeconds: downloadsConfig().downloadTokenTtlSeconds };
}

/** opsAttachmentLink: support's link to a customer's attachment, signed like every download link. */
function attachmentLinkDeps(): AttachmentLinkDeps {
  const { db, clock } = platform();
  const signer = { tokens: downloadLinkTokens(), tokenTtlSeconds: downloadsConfig().downloadTokenTtlSeconds };
  return { db, clock, signLink: (uid, target, nowMs) => signedDownloadLink(signer, uid, target, nowMs) };
}

export const api = apiRequestHandler(apiDeps, allowedOrigins);
export const createDownloadLink = verifiedCallable(downloadLinkDeps, createDownloadLinkHandler);
export const opsAttachmentLink = verifiedCallable(attachmentLinkDeps, opsAttachmentLinkHandler);
