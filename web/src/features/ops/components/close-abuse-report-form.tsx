import {
  ABUSE_REPORT_NOTE_MAX_LENGTH,
  ABUSE_REPORT_OUTCOMES,
  isAbuseReportOutcome,
  type AbuseReportOutcome,
} from '@contracts/abuse';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { actionError, closeAbuseReport } from '../api/ops-actions';

const OUTCOMES = Object.entries(ABUSE_REPORT_OUTCOMES) as Array<[AbuseReportOutcome, string]>;

/**
 * Closes one abuse report (opsCloseAbuseReport): "Close" opens the form, support picks the outcome, may add a note,
 * and confirms with "Close report". The server's refusal is shown in the form; on success the list drops the report.
 */
export function CloseAbuseReportForm({
  reportId,
  app,
  onClosed,
  close = closeAbuseReport,
}: {
  reportId: string;
  /** The reported app, to name the report in the controls' accessible names. */
  app: string;
  onClosed: (reportId: string, outcome: AbuseReportOutcome) => void;
  close?: typeof closeAbuseReport;
}) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<AbuseReportOutcome | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const errorId = `${formId}-error`;

  const wasOpen = useRef(false);

  // Opening puts focus on the first choice; cancelling gives it back to "Close" rather than dropping it on the page.
  useEffect(() => {
    if (open) selectRef.current?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function cancel() {
    setOpen(false);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome === '') return;
    setBusy(true);
    setError(null);
    try {
      const trimmed = note.trim();
      await close({ reportId, outcome, ...(trimmed ? { note: trimmed } : {}) });
      onClosed(reportId, outcome);
    } catch (failure) {
      setError(actionError(failure));
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button
        ref={toggleRef}
        size="sm"
        variant="secondary"
        aria-expanded={false}
        aria-label={`Close the report about ${app}`}
        onClick={() => setOpen(true)}
      >
        Close
      </Button>
    );
  }
  return (
    <form
      id={formId}
      className="ops-action ops-abuse__close"
      onSubmit={submit}
      aria-label={`Close the report about ${app}`}
      aria-busy={busy}
    >
      <fieldset disabled={busy}>
        <label>
          Outcome
          <select
            ref={selectRef}
            value={outcome}
            required
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setOutcome(isAbuseReportOutcome(event.target.value) ? event.target.value : '')}
          >
            <option value="">Choose an outcome…</option>
            {OUTCOMES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note (optional, kept with the report and in the audit trail)
          <textarea
            value={note}
            rows={2}
            maxLength={ABUSE_REPORT_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        {error ? (
          <p className="ops-abuse__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        <div className="ops-action__buttons">
          <Button type="submit" size="sm" loading={busy} disabled={outcome === ''}>
            Close report
          </Button>
          <Button size="sm" variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
