import { REQUEST_TEXT_MAX_LENGTH } from '@contracts/limits';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Textarea } from '@/components/ui/field';

/**
 * What a save came to: saved, refused (the server's sentence, shown under the Save button, in view and focused:
 * docs/product.md §2 "Where refusals appear"), or failed on the way (the caller toasted it).
 */
export type SaveOutcome = 'saved' | 'failed' | { refusal: string };

export interface EditableTextProps {
  label: string;
  value: string;
  readOnly: boolean;
  saveLabel: string;
  onSave: (value: string) => Promise<SaveOutcome>;
  /** Told whenever the draft starts or stops differing from the saved value (unsaved edits). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A textarea with its own Save button; the draft follows the saved value until the user types. */
export function EditableText({ label, value, readOnly, saveLabel, onSave, onDirtyChange }: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = readOnly ? value : (draft ?? value);
  const changed = !readOnly && draft !== null && draft.trim() !== value.trim();
  const reportDirty = useEffectEvent((dirty: boolean) => onDirtyChange?.(dirty));
  useEffect(() => reportDirty(changed), [changed]);

  async function save() {
    setSaving(true);
    setRefusal(null);
    const outcome = await onSave(shown);
    setSaving(false);
    if (outcome === 'saved') setDraft(null);
    else if (outcome !== 'failed') setRefusal(outcome.refusal);
  }

  return (
    <div className="editable-text">
      <Textarea
        label={label}
        value={shown}
        rows={3}
        readOnly={readOnly}
        maxLength={REQUEST_TEXT_MAX_LENGTH}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefusal(null);
        }}
        hint={readOnly ? 'Paid requests cannot be edited.' : undefined}
      />
      {readOnly ? null : (
        <div className="editable-text__actions">
          <Button size="sm" variant="secondary" onClick={save} disabled={!changed} loading={saving}>
            {saveLabel}
          </Button>
        </div>
      )}
      {refusal ? <FormAlert message={refusal} /> : null}
    </div>
  );
}
