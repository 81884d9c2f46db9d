import {
  characterCount,
  LISTING_FIELD_LABELS,
  LISTING_TEXT_LIMITS,
  listingTextIssues,
  type ListingField,
  type ListingText,
} from '@contracts/play-listing';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { env } from '@/config/env';
import { toast } from '@/lib/toast';
import { refusalOf, saveListing } from '../api/publishing-calls';

const HINTS: Partial<Record<ListingField, string>> = {
  website: 'Optional. Your site’s https address.',
  privacyPolicyUrl: 'Required by Play for every app: a web page anyone can open.',
  accountDeletionUrl: 'Needed when people can sign up on your site: where they ask to delete their account.',
};
type Limited = keyof typeof LISTING_TEXT_LIMITS;

/**
 * The store listing's texts and links, drafted from the site and checked against Play's limits here and by the server
 * (contracts/play-listing.ts). A text over a limit is refused with its field; empty ones stay a draft.
 */
export function ListingForm({
  requestId,
  listing,
  needsAccountDeletion,
}: {
  requestId: string;
  listing: ListingText;
  needsAccountDeletion: boolean;
}) {
  const [draft, setDraft] = useState<ListingText>(listing);
  const [errors, setErrors] = useState<Partial<Record<ListingField, string>>>({});
  const [busy, setBusy] = useState(false);
  // A refusal of the whole listing: by the button, in view and focused (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  // A save elsewhere (support, another tab) shows here when nothing is being edited.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) setDraft(listing);
  }, [listing, touched]);

  const set = (field: ListingField) => (value: string) => {
    setTouched(true);
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const hard = listingTextIssues(draft, false, env.useEmulators).filter(
      (issue) => issue.field !== 'screenshots' && draft[issue.field as ListingField].trim() !== '',
    );
    if (hard.length) {
      setErrors(Object.fromEntries(hard.map((issue) => [issue.field, issue.message])));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const result = await saveListing(requestId, draft);
      setTouched(false);
      toast.success(result.listingReady ? 'Listing saved. It is ready for Play.' : 'Listing saved.');
    } catch (failure) {
      const { message, field } = refusalOf(failure);
      if (field && field in draft) setErrors({ [field]: message });
      else setRefusal(message);
    } finally {
      setBusy(false);
    }
  }

  const count = (field: Limited) => `${characterCount(draft[field])} / ${LISTING_TEXT_LIMITS[field]}`;
  const field = (name: ListingField, type = 'text') => (
    <Input
      key={name}
      label={LISTING_FIELD_LABELS[name]}
      type={type}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={errors[name] ?? null}
      hint={name === 'title' ? count('title') : HINTS[name]}
      optional={name === 'website' || (name === 'accountDeletionUrl' && !needsAccountDeletion)}
    />
  );
  return (
    <form className="publishing__form" onSubmit={(event) => void submit(event)} aria-label="Store listing">
      {field('title')}
      <Textarea
        label={LISTING_FIELD_LABELS.shortDescription}
        rows={2}
        value={draft.shortDescription}
        onChange={(event) => set('shortDescription')(event.target.value)}
        error={errors.shortDescription ?? null}
        hint={count('shortDescription')}
      />
      <Textarea
        label={LISTING_FIELD_LABELS.fullDescription}
        rows={6}
        value={draft.fullDescription}
        onChange={(event) => set('fullDescription')(event.target.value)}
        error={errors.fullDescription ?? null}
        hint={count('fullDescription')}
      />
      {field('contactEmail', 'email')}
      {field('website', 'url')}
      {field('privacyPolicyUrl', 'url')}
      {field('accountDeletionUrl', 'url')}
      {refusal ? <FormAlert message={refusal} /> : null}
      <Button type="submit" size="sm" loading={busy}>
        Save listing
      </Button>
    </form>
  );
}
