import {
  characterCount,
  EMPTY_LISTING,
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
import { useFieldErrors } from '@/lib/use-field-errors';
import { refusalOf, saveListing } from '../api/publishing-calls';

const HINTS: Partial<Record<ListingField, string>> = {
  website: 'Optional. Your site’s https address.',
  privacyPolicyUrl: 'Required by Play for every app: a web page anyone can open.',
  accountDeletionUrl: 'Needed when people can sign up on your site: where they ask to delete their account.',
};
type Limited = keyof typeof LISTING_TEXT_LIMITS;
// The fields in the order the form shows them: the first invalid one takes the focus.
const FIELD_ORDER = Object.keys(EMPTY_LISTING) as ListingField[];
const isListingField = (field: string | undefined): field is ListingField =>
  FIELD_ORDER.includes(field as ListingField);

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
  // Each refused field is marked (aria-invalid, its message linked by aria-describedby) and the first one is scrolled
  // to and focused, whether the form or the server refused it (docs/product.md §2 "Where refusals appear").
  const errors = useFieldErrors<ListingField>();
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
    errors.clear(field);
  };

  /** Marks each field with its message; the last shown takes the focus, so they go last field first. */
  function refuse(issues: ReadonlyArray<{ field: ListingField; message: string }>) {
    const ordered = [...issues].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
    for (const issue of ordered.reverse()) errors.show(issue.field, issue.message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    errors.clear();
    const hard = listingTextIssues(draft, false, env.useEmulators).flatMap(({ field, message }) =>
      field !== 'screenshots' && draft[field].trim() !== '' ? [{ field, message }] : [],
    );
    if (hard.length) {
      refuse(hard);
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
      if (isListingField(field)) refuse([{ field, message }]);
      else setRefusal(message);
    } finally {
      setBusy(false);
    }
  }

  const count = (field: Limited) => `${characterCount(draft[field])} / ${LISTING_TEXT_LIMITS[field]}`;
  const field = (name: ListingField, type = 'text') => (
    <Input
      key={name}
      ref={errors.control(name)}
      label={LISTING_FIELD_LABELS[name]}
      type={type}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={errors.errorOf(name)}
      hint={name === 'title' ? count('title') : HINTS[name]}
      optional={name === 'website' || (name === 'accountDeletionUrl' && !needsAccountDeletion)}
    />
  );
  return (
    <form className="publishing__form" onSubmit={(event) => void submit(event)} aria-label="Store listing" noValidate>
      {field('title')}
      <Textarea
        ref={errors.control('shortDescription')}
        label={LISTING_FIELD_LABELS.shortDescription}
        rows={2}
        value={draft.shortDescription}
        onChange={(event) => set('shortDescription')(event.target.value)}
        error={errors.errorOf('shortDescription')}
        hint={count('shortDescription')}
      />
      <Textarea
        ref={errors.control('fullDescription')}
        label={LISTING_FIELD_LABELS.fullDescription}
        rows={6}
        value={draft.fullDescription}
        onChange={(event) => set('fullDescription')(event.target.value)}
        error={errors.errorOf('fullDescription')}
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
