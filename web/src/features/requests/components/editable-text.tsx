import { REQUEST_TEXT_MAX_LENGTH } from '@contracts/limits';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';

export interface EditableTextProps {
  label: string;
  value: string;
  readOnly: boolean;
  saveLabel: string;
  onSave: (value: string) => Promise<boolean>;
  /** Told whenever the draft starts or stops differing from the saved value (unsaved edits). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A textarea with its own Save button; the draft follows the saved value until the user types. */
export function EditableText({ label, value, readOnly, saveLabel, onSave, onDirtyChange }: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = readOnly ? value : (draft ?? value);
  const changed = !readOnly && draft !== null && draft.trim() !== value.trim();
  const reportDirty = useEffectEvent((dirty: boolean) => onDirtyChange?.(dirty));
  useEffect(() => reportDirty(changed), [changed]);

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
