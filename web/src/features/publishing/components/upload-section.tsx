import { PLAY_TRACKS, RELEASE_NOTES_MAX_LENGTH, TRACK_LABELS } from '@contracts/publishing';
import type { PlayTrack } from '@contracts/publishing-steps';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import type { PublishingView } from '@/lib/publishing/publishing-view';
import { refusalOf, uploadToPlay } from '../api/publishing-calls';

const BUTTON: Record<PlayTrack, string> = {
  internal: 'Upload to internal testing',
  closed: 'Upload to closed testing',
  production: 'Upload a production draft',
};

/**
 * The upload: a new build of the app, the listing and its images, in one Play edit on the chosen track. Everything
 * Play would refuse is refused first, with the field or step named; Play's own refusals come back in plain words.
 */
export function UploadSection({ requestId, tracks }: { requestId: string; tracks: PublishingView['tracks'] }) {
  const [track, setTrack] = useState<PlayTrack>('internal');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload() {
    setBusy(true);
    setError(null);
    try {
      const result = await uploadToPlay(requestId, track, notes);
      toast.success(`Version code ${result.versionCode} is in ${TRACK_LABELS[result.track].toLowerCase()}.`);
      setNotes('');
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="publishing__part">
      <h4 className="publishing__title">Upload to Google Play</h4>
      {tracks.length ? (
        <ul className="publishing__tracks" data-testid="play-tracks">
          {tracks.map((state) => (
            <li key={state.track}>
              {TRACK_LABELS[state.track]}: {state.status}, version code {state.versionCodes.join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      <fieldset className="publishing__choices">
        <legend className="field__label">Track</legend>
        {PLAY_TRACKS.map((id) => (
          <label key={id}>
            <input type="radio" name={`track-${requestId}`} checked={track === id} onChange={() => setTrack(id)} />{' '}
            {TRACK_LABELS[id]}
          </label>
        ))}
      </fieldset>
      <Textarea
        label="Release notes"
        optional
        rows={2}
        maxLength={RELEASE_NOTES_MAX_LENGTH}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {error ? <FormAlert message={error} testId="upload-error" /> : null}
      <Button size="sm" loading={busy} onClick={() => void upload()}>
        {BUTTON[track]}
      </Button>
    </div>
  );
}
