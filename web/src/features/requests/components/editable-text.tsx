import { REQUEST_TEXT_MAX_LENGTH } from '@contracts/limits';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';

export interface EditableTextProps {
  label: string;
  value: string;
  readOnly: boolean;
  saveLabel: string;
  onSave: (value: string) => Promise<boolean>;
}

/** A textarea with its own Save button; the draft follows the saved value until the user types. */
export function EditableText({ label, value, readOnly, saveLabel, onSave }: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = readOnly ? value : (draft ?? value);
  const changed = draft !== null && draft.trim() !== value.trim();

  async function save() {
    setSaving(true);
    const ok = await onSave(shown);
    setSaving(false);
    if (ok) setDraft(null);
  }

  return (
    <div className="editable-text">
      <Textarea
        label={label}
        value={shown}
        rows={3}
        readOnly={readOnly}
        maxLength={REQUEST_TEXT_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        hint={readOnly ? 'Paid requests cannot be edited.' : undefined}
      />
      {readOnly ? null : (
        <div className="editable-text__actions">
          <Button size="sm" variant="secondary" onClick={save} disabled={!changed} loading={saving}>
            {saveLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
