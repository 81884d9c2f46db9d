import {
  ABUSE_REASON_MAX_LENGTH,
  ABUSE_TARGET_MAX_LENGTH,
  type ReportAbuseInput,
  type ReportAbuseResult,
} from '@contracts/abuse';
import { EMAIL_MAX_LENGTH } from '@contracts/limits';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from '@/components/ui/notice';
import { failureMessage } from '@/lib/failure-message';
import { sendAbuseReport } from '../api/report-abuse';
import { validateReport, type ReportErrors, type ReportField } from '../lib/validate-report';

export const reportMessages = {
  sent: 'Thank you. Your report reached the Apkforge team, and we review every report.',
  failed: 'Your report could not be sent. Please try again.',
} as const;

/** The server's own sentence when it gave one (invalid input, the hourly limit), else a plain retry message. */
function failureText(error: unknown): string {
  return failureMessage(error, reportMessages.failed);
}

export interface ReportAbuseFormProps {
  /** The app named by the link that opened the form (its package name or download link). */
  initialApp?: string;
  send?: (input: ReportAbuseInput) => Promise<ReportAbuseResult>;
}

/** /report-abuse: anyone reports an app built with Apkforge (docs/product.md "Report abuse"). */
export function ReportAbuseForm({ initialApp = '', send = sendAbuseReport }: ReportAbuseFormProps) {
  const [values, setValues] = useState<Record<ReportField, string>>({
    app: initialApp.slice(0, ABUSE_TARGET_MAX_LENGTH),
    reason: '',
    contactEmail: '',
  });
  const [errors, setErrors] = useState<ReportErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const set = (field: ReportField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const refs = {
    app: useRef<HTMLInputElement>(null),
    reason: useRef<HTMLTextAreaElement>(null),
    contactEmail: useRef<HTMLInputElement>(null),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateReport(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field it refused takes the focus, so its reason is seen and read out (docs/product.md §2).
      const first = (['app', 'reason', 'contactEmail'] as const).find((field) => checked.errors[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await send(checked.input);
      setOutcome({ tone: 'success', text: reportMessages.sent });
      setValues({ app: '', reason: '', contactEmail: '' });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="report-abuse" onSubmit={submit} noValidate aria-busy={busy}>
      <Input
        ref={refs.app}
        label="App package name or download link"
        value={values.app}
        maxLength={ABUSE_TARGET_MAX_LENGTH}
        onChange={set('app')}
        error={errors.app ?? null}
        hint="For example com.example.app, or the link you downloaded it from."
        required
      />
      <Textarea
        ref={refs.reason}
        label="What is wrong with it?"
        value={values.reason}
        maxLength={ABUSE_REASON_MAX_LENGTH}
        rows={5}
        onChange={set('reason')}
        error={errors.reason ?? null}
        hint="Phishing, pretending to be a bank or a government service, malware, someone else's website..."
        required
      />
      <Input
        ref={refs.contactEmail}
        label="Your email"
        type="email"
        optional
        value={values.contactEmail}
        maxLength={EMAIL_MAX_LENGTH}
        onChange={set('contactEmail')}
        error={errors.contactEmail ?? null}
        hint="Only if you would like us to reply."
      />
      {outcome?.tone === 'danger' ? <FormAlert message={outcome.text} /> : null}
      {outcome?.tone === 'success' ? (
        <div role="status">
          <Notice tone="success">{outcome.text}</Notice>
        </div>
      ) : null}
      <Button type="submit" loading={busy}>
        Send report
      </Button>
    </form>
  );
}
