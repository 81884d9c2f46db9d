import type { IncomingMessage } from 'node:http';
import { LISTING_TEXT_LIMITS } from '../../../functions/src/contracts/play-listing.js';
import { RELEASE_NOTES_MAX_LENGTH } from '../../../functions/src/contracts/publishing.js';
import { authenticate, type KnownAccount } from './auth.js';
import { badRequest, forbidden, notFound } from './errors.js';
import { acceptBundle, acceptImage } from './media.js';
import type { AppRecord, EditRecord, PlayState, Release } from './state.js';

export interface ApiContext {
  state: PlayState;
  accounts: ReadonlyMap<string, KnownAccount>;
  now(): number;
  editTtlMs: number;
  origin: string;
}

export interface ApiCall {
  method: string;
  path: string;
  request: IncomingMessage;
  /** The JSON body (metadata calls) or the raw bytes (media uploads), read by the server. */
  json(): Promise<Record<string, unknown>>;
  media(): Promise<Uint8Array>;
}

/** The answer: a JSON body, or 204 for a deletion. */
export type ApiAnswer = { status: number; body?: unknown };

const API = '/androidpublisher/v3/applications/';
const UPLOAD = '/upload/androidpublisher/v3/applications/';
const RELEASE_STATUSES = ['completed', 'draft', 'halted', 'inProgress'];

function requireApp(context: ApiContext, packageName: string, email: string): AppRecord {
  const app = context.state.apps.get(packageName);
  if (!app) throw notFound('applicationNotFound', `Package not found: ${packageName}.`);
  if (!app.grants[email])
    throw forbidden(
      'permissionDenied',
      'The current user has insufficient permissions to perform the requested operation.',
    );
  return app;
}

function requireEdit(context: ApiContext, app: AppRecord, editId: string): EditRecord {
  const edit = context.state.edits.get(editId);
  if (!edit || edit.packageName !== app.packageName) throw notFound('editNotFound', `Edit ${editId} not found.`);
  if (edit.expiresAt <= context.now()) {
    context.state.edits.delete(edit.id);
    throw badRequest('editExpired', 'This edit has expired. Create a new edit and make the changes again.');
  }
  return edit;
}

const editResource = (edit: EditRecord) => ({
  id: edit.id,
  expiryTimeSeconds: String(Math.floor(edit.expiresAt / 1000)),
});

function checkReleases(app: AppRecord, edit: EditRecord, track: string, releases: unknown): Release[] {
  if (!Array.isArray(releases)) throw badRequest('invalidValue', 'track.releases must be a list.');
  return releases.map((raw: Record<string, unknown>) => {
    const status = String(raw.status ?? '');
    if (!RELEASE_STATUSES.includes(status))
      throw badRequest('invalidValue', `Release status "${status}" is not valid.`);
    // A new app is a draft app to Play: production releases go in as drafts, sent for review in Play Console.
    if (track === 'production' && status !== 'draft')
      throw badRequest('releaseStatusInvalid', 'Only releases with status draft may be created on draft app.');
    const versionCodes = Array.isArray(raw.versionCodes) ? raw.versionCodes.map(String) : [];
    for (const code of versionCodes)
      if (!app.bundles[code] && !edit.newBundles[code])
        throw badRequest('apkNotFound', `Version code ${code} is not in this app: upload its bundle first.`);
    const notes = Array.isArray(raw.releaseNotes)
      ? (raw.releaseNotes as Array<{ language: string; text: string }>)
      : [];
    if (notes.some((note) => [...String(note.text ?? '')].length > RELEASE_NOTES_MAX_LENGTH))
      throw badRequest('releaseNotesTooLong', `Release notes may have at most ${RELEASE_NOTES_MAX_LENGTH} characters.`);
    return { ...(raw.name ? { name: String(raw.name) } : {}), versionCodes, status, releaseNotes: notes };
  });
}

function checkListing(language: string, body: Record<string, unknown>) {
  for (const field of ['title', 'shortDescription', 'fullDescription'] as const) {
    const value = body[field];
    if (value !== undefined && [...String(value)].length > LISTING_TEXT_LIMITS[field])
      throw badRequest(
        'listingFieldTooLong',
        `listing.${field} may have at most ${LISTING_TEXT_LIMITS[field]} characters.`,
      );
  }
  return {
    language,
    title: String(body.title ?? ''),
    shortDescription: String(body.shortDescription ?? ''),
    fullDescription: String(body.fullDescription ?? ''),
  };
}

/** One operation on an open edit; returns its answer and its name (the expiry test hook counts operations). */
async function editOperation(
  context: ApiContext,
  call: ApiCall,
  app: AppRecord,
  edit: EditRecord,
  rest: string[],
  upload: boolean,
): Promise<[string, ApiAnswer]> {
  const [resource, a, b] = rest;
  const { method } = call;
  if (upload && resource === 'bundles' && method === 'POST') {
    const bundle = acceptBundle(app, edit, await call.media());
    return [
      'bundles.upload',
      { status: 200, body: { versionCode: bundle.versionCode, sha1: bundle.sha1, sha256: bundle.sha256 } },
    ];
  }
  if (upload && resource === 'listings' && a && b && method === 'POST') {
    const images = ((edit.images[a] ??= {})[b] ??= []);
    const image = acceptImage(b, await call.media(), images.length, context.origin);
    images.push(image);
    return ['images.upload', { status: 200, body: { image } }];
  }
  if (upload) throw notFound('notFound', 'No such upload.');
  if (resource === 'bundles' && !a && method === 'GET') {
    const bundles = [...Object.values(app.bundles), ...Object.values(edit.newBundles)].map(
      ({ versionCode, sha1, sha256 }) => ({ versionCode, sha1, sha256 }),
    );
    return ['bundles.list', { status: 200, body: { kind: 'androidpublisher#bundlesListResponse', bundles } }];
  }
  if (resource === 'tracks' && !a && method === 'GET')
    return [
      'tracks.list',
      { status: 200, body: { kind: 'androidpublisher#tracksListResponse', tracks: Object.values(edit.tracks) } },
    ];
  if (resource === 'tracks' && a && method === 'GET') {
    const track = edit.tracks[a];
    if (!track) throw notFound('trackNotFound', `Track ${a} has no releases.`);
    return ['tracks.get', { status: 200, body: track }];
  }
  if (resource === 'tracks' && a && (method === 'PUT' || method === 'PATCH')) {
    const body = await call.json();
    if (body.track !== undefined && body.track !== a) throw badRequest('invalidValue', `track.track must be ${a}.`);
    edit.tracks[a] = { track: a, releases: checkReleases(app, edit, a, body.releases) };
    return ['tracks.update', { status: 200, body: edit.tracks[a] }];
  }
  if (resource === 'listings' && a && !b && (method === 'PUT' || method === 'PATCH')) {
    edit.listings[a] = checkListing(a, await call.json());
    return ['listings.update', { status: 200, body: edit.listings[a] }];
  }
  if (resource === 'listings' && a && b && method === 'DELETE') {
    const deleted = edit.images[a]?.[b] ?? [];
    if (edit.images[a]) edit.images[a][b] = [];
    return ['images.deleteall', { status: 200, body: { deleted } }];
  }
  if (resource === 'listings' && a && b && method === 'GET')
    return ['images.list', { status: 200, body: { images: edit.images[a]?.[b] ?? [] } }];
  if (resource === 'listings' && !a && method === 'GET')
    return ['listings.list', { status: 200, body: { listings: Object.values(edit.listings) } }];
  if (resource === 'details' && (method === 'PUT' || method === 'PATCH')) {
    const body = await call.json();
    const email = String(body.contactEmail ?? '');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw badRequest('invalidValue', 'appDetails.contactEmail must be an email address.');
    edit.details = {
      defaultLanguage: String(body.defaultLanguage ?? 'en-US'),
      contactEmail: email,
      ...(body.contactWebsite ? { contactWebsite: String(body.contactWebsite) } : {}),
    };
    return ['details.update', { status: 200, body: edit.details }];
  }
  if (resource === 'details' && method === 'GET') return ['details.get', { status: 200, body: edit.details }];
  throw notFound('notFound', `No such method: ${method} ${call.path}`);
}

/** Routes one call of the androidpublisher v3 edits API; null when the path is not the API's. */
export async function playApi(context: ApiContext, call: ApiCall): Promise<ApiAnswer | null> {
  const upload = call.path.startsWith(UPLOAD);
  if (!upload && !call.path.startsWith(API)) return null;
  const parts = call.path
    .slice((upload ? UPLOAD : API).length)
    .split('/')
    .map(decodeURIComponent);
  const [packageName, editsWord, editPart, ...rest] = parts;
  if (!packageName || editsWord !== 'edits') throw notFound('notFound', `No such method: ${call.method} ${call.path}`);
  const email = authenticate(call.request.headers.authorization, context.accounts, Math.floor(context.now() / 1000));
  const app = requireApp(context, packageName, email);
  const { state } = context;
  if (!editPart && call.method === 'POST' && !upload)
    return { status: 200, body: editResource(state.openEdit(app, email, context.now(), context.editTtlMs)) };
  if (!editPart) throw notFound('notFound', `No such method: ${call.method} ${call.path}`);
  const [editId, action] = editPart.split(':');
  const edit = requireEdit(context, app, editId!);
  if (action === 'commit' && call.method === 'POST') {
    state.commit(app, edit);
    return { status: 200, body: editResource(edit) };
  }
  if (action === 'validate' && call.method === 'POST') return { status: 200, body: editResource(edit) };
  if (!action && rest.length === 0 && call.method === 'GET') return { status: 200, body: editResource(edit) };
  if (!action && rest.length === 0 && call.method === 'DELETE') {
    state.edits.delete(edit.id);
    return { status: 204 };
  }
  if (action) throw notFound('notFound', `No such method: ${call.method} ${call.path}`);
  const [operation, answer] = await editOperation(context, call, app, edit, rest, upload);
  if (edit.expireAfter === operation) edit.expiresAt = 0;
  return answer;
}
