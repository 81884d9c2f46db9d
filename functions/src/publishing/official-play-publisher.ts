import { Readable } from 'node:stream';
import { androidpublisher, auth, type androidpublisher_v3 } from '@googleapis/androidpublisher';
import type { ServiceAccountKey } from '../contracts/play-service-account.js';
import { LISTING_LANGUAGE, PLAY_MESSAGES, PLAY_TRACK_IDS, PLAY_TRACKS } from '../contracts/publishing.js';
import type { PlayTrack } from '../contracts/publishing-steps.js';
import { PlayRefusal, type PlayPublisher, type ReleaseInput, type TrackState } from './play-publisher.js';
import { refusalOf, type RefusalContext } from './play-refusals.js';

/** Google Play's API root; the local stack and the tests point the client at tools/play-sandbox instead. */
const PLAY_API_ROOT = 'https://androidpublisher.googleapis.com/';
const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

export interface PlayClientOptions {
  serviceAccount: ServiceAccountKey;
  rootUrl?: string;
}

type Api = androidpublisher_v3.Androidpublisher;

/**
 * The official client (@googleapis/androidpublisher) with the service account's key. It authenticates with a
 * self-signed JWT carrying the androidpublisher scope (Google's service-account authorization without an OAuth round
 * trip), so the same path reaches Play and the stand-in, which has no token endpoint.
 */
function clientOf(options: PlayClientOptions): { api: Api; call: { rootUrl: string } } {
  const key = options.serviceAccount;
  const jwt = new auth.JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [SCOPE],
  });
  jwt.useJWTAccessWithScope = true;
  const rootUrl = options.rootUrl ?? PLAY_API_ROOT;
  // Media uploads build their URL from the call's own rootUrl, not the client's (googleapis-common): pass it to both.
  return { api: androidpublisher({ version: 'v3', auth: jwt, rootUrl }), call: { rootUrl } };
}

const media = (bytes: Uint8Array, mimeType: string) => ({ mimeType, body: Readable.from(Buffer.from(bytes)) });
/** Testing tracks roll out at once; a production release goes in as a draft, sent for review in Play Console. */
const releaseStatusOf = (track: PlayTrack) => (track === 'production' ? 'draft' : 'completed');
const trackOf = (id: string | null | undefined): PlayTrack | undefined =>
  PLAY_TRACKS.find((track) => PLAY_TRACK_IDS[track] === id);

/** The Play Developer API in the customer's account, through the official client (docs/api.md "Publishing"). */
export function officialPlayPublisher(options: PlayClientOptions): PlayPublisher {
  const { api, call } = clientOf(options);
  const email = options.serviceAccount.client_email;

  /** Runs `work` in a fresh edit, deleting the edit unless `work` committed it; every failure a PlayRefusal. */
  async function inEdit<T>(
    context: RefusalContext,
    work: (editId: string, step: (name: string) => void) => Promise<T>,
  ): Promise<T> {
    const { packageName } = context;
    let editId: string;
    try {
      editId = (await api.edits.insert({ packageName }, call)).data.id ?? '';
    } catch (error) {
      throw refusalOf(error, 'edits.insert', context);
    }
    let current = 'edits.insert';
    try {
      return await work(editId, (name) => (current = name));
    } catch (error) {
      // A failed release leaves nothing half done in Play: the edit and everything staged in it go.
      await api.edits.delete({ packageName, editId }, call).catch(() => undefined);
      throw refusalOf(error, current, context);
    }
  }

  async function readTracks(packageName: string, editId: string): Promise<TrackState[]> {
    const tracks = (await api.edits.tracks.list({ packageName, editId }, call)).data.tracks ?? [];
    return tracks.flatMap((track) => {
      const ours = trackOf(track.track);
      const newest = track.releases?.[0];
      return ours && newest
        ? [{ track: ours, status: newest.status ?? '', versionCodes: (newest.versionCodes ?? []).map(Number) }]
        : [];
    });
  }

  return {
    serviceAccountEmail: email,

    async checkAccess(packageName) {
      await inEdit({ packageName, serviceAccountEmail: email }, async (editId) => {
        await api.edits.delete({ packageName, editId }, call);
      });
    },

    async release(input: ReleaseInput) {
      const { packageName, versionCode } = input;
      const context = { packageName, serviceAccountEmail: email, versionCode };
      const track = PLAY_TRACK_IDS[input.track];
      await inEdit(context, async (editId, step) => {
        const base = { packageName, editId };
        step('bundles.list');
        const used = ((await api.edits.bundles.list(base, call)).data.bundles ?? []).map(
          (bundle) => bundle.versionCode,
        );
        if (used.includes(versionCode))
          throw new PlayRefusal(
            'version-code-used',
            PLAY_MESSAGES.versionCodeUsed(versionCode, Math.max(versionCode, ...used.map(Number)) + 1),
            'bundles.list',
          );
        step('bundles.upload');
        await api.edits.bundles.upload({ ...base, media: media(input.bundle, 'application/octet-stream') }, call);
        step('tracks.update');
        const notes = input.releaseNotes?.trim()
          ? [{ language: LISTING_LANGUAGE, text: input.releaseNotes.trim() }]
          : [];
        const status = releaseStatusOf(input.track);
        await api.edits.tracks.update(
          {
            ...base,
            track,
            requestBody: { track, releases: [{ versionCodes: [String(versionCode)], status, releaseNotes: notes }] },
          },
          call,
        );
        if (input.listing) {
          const { title, shortDescription, fullDescription, contactEmail, website } = input.listing;
          step('listings.update');
          await api.edits.listings.update(
            {
              ...base,
              language: LISTING_LANGUAGE,
              requestBody: { language: LISTING_LANGUAGE, title, shortDescription, fullDescription },
            },
            call,
          );
          step('details.update');
          await api.edits.details.update(
            {
              ...base,
              requestBody: {
                defaultLanguage: LISTING_LANGUAGE,
                contactEmail,
                ...(website ? { contactWebsite: website } : {}),
              },
            },
            call,
          );
        }
        if (input.images) {
          step('images.upload');
          const images: Array<[string, readonly Uint8Array[]]> = [
            ['icon', [input.images.icon]],
            ['featureGraphic', [input.images.featureGraphic]],
            ['phoneScreenshots', input.images.phoneScreenshots],
          ];
          for (const [imageType, files] of images) {
            await api.edits.images.deleteall({ ...base, language: LISTING_LANGUAGE, imageType }, call);
            for (const file of files)
              await api.edits.images.upload(
                {
                  ...base,
                  language: LISTING_LANGUAGE,
                  imageType,
                  media: media(file, file[0] === 0xff ? 'image/jpeg' : 'image/png'),
                },
                call,
              );
          }
        }
        step('edits.commit');
        await api.edits.commit(base, call);
      });
      // Read back what Play now holds for the track (a fresh edit, deleted after reading).
      const states = await this.trackStates(packageName);
      return (
        states.find((state) => state.track === input.track) ?? {
          track: input.track,
          status: releaseStatusOf(input.track),
          versionCodes: [versionCode],
        }
      );
    },

    async trackStates(packageName) {
      return inEdit({ packageName, serviceAccountEmail: email }, async (editId, step) => {
        step('tracks.list');
        const states = await readTracks(packageName, editId);
        await api.edits.delete({ packageName, editId }, call);
        return states;
      });
    },
  };
}
