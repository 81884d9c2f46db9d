import {
  NOTIFICATION_LINK_MAX_LENGTH,
  NOTIFICATION_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  type SendAppNotificationInput,
  type SendAppNotificationResult,
} from '@contracts/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from '@/components/ui/notice';
import { formatWhen } from '@/lib/format-when';
import { notificationMessages as m } from '../lib/notification-messages';
import {
  refusalOf,
  validateNotification,
  type ComposerErrors,
  type ComposerValues,
} from '../lib/validate-notification';
import { NotificationPreview } from './notification-preview';

export interface ComposerApp {
  packageName: string;
  appName: string;
  /** The site the app shows: links must be its pages. */
  siteUrl: string;
}

export interface NotificationComposerProps {
  app: ComposerApp;
  send: (input: SendAppNotificationInput) => Promise<SendAppNotificationResult>;
  now: () => number;
}

const EMPTY: ComposerValues = { title: '', text: '', link: '', sendAt: '' };
const FIELDS: (keyof ComposerValues)[] = ['title', 'text', 'link', 'sendAt'];

function siteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

const counter = (value: string, max: number) => `${value.trim().length} of ${max} characters.`;

/** One app's composer: the fields with their limits, the preview, the honest delay and the limits, then the outcome. */
export function NotificationComposer({ app, send, now }: NotificationComposerProps) {
  const [values, setValues] = useState<ComposerValues>(EMPTY);
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const host = siteHost(app.siteUrl);
  // The first field refused (by the form or the server) takes the focus, in view (docs/product.md §2 "Where refusals
  // appear"); a refusal of the whole notification is a FormAlert, which does the same.
  const controls = useRef<Partial<Record<keyof ComposerValues, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [reveal, setReveal] = useState(0);
  const showErrors = (next: ComposerErrors) => {
    setErrors(next);
    setReveal((count) => count + 1);
  };
  useEffect(() => {
    if (!reveal) return;
    const field = FIELDS.find((name) => errors[name]);
    const control = field ? controls.current[field] : null;
    control?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    control?.focus({ preventScroll: true });
    // Only a new refusal moves the focus, not typing that clears one.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [reveal]);
  const control = (field: keyof ComposerValues) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    controls.current[field] = element;
  };
  const set = (field: keyof ComposerValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNotification(app.packageName, values, now());
    setOutcome(null);
    if ('errors' in checked) {
      showErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const result = await send(checked.input);
      const scheduled = checked.input.sendAt !== undefined;
      setOutcome({
        tone: 'success',
        text: `${scheduled ? m.scheduled(formatWhen(result.sendAt)) : m.sent} ${m.left(result.leftToday, result.leftThisMonth)}`,
      });
      setValues(EMPTY);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.field && refusal.field !== 'packageName') showErrors({ [refusal.field]: refusal.message });
      else setOutcome({ tone: 'danger', text: refusal.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="notify-composer" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="notify-composer__fields">
        <Input
          label="Title"
          value={values.title}
          maxLength={NOTIFICATION_TITLE_MAX_LENGTH}
          onChange={set('title')}
          ref={control('title')}
          error={errors.title ?? null}
          hint={counter(values.title, NOTIFICATION_TITLE_MAX_LENGTH)}
          required
        />
        <Textarea
          label="Message"
          value={values.text}
          maxLength={NOTIFICATION_TEXT_MAX_LENGTH}
          rows={3}
          onChange={set('text')}
          ref={control('text')}
          error={errors.text ?? null}
          hint={counter(values.text, NOTIFICATION_TEXT_MAX_LENGTH)}
          optional
        />
        <Input
          label="Link"
          type="url"
          inputMode="url"
          value={values.link}
          maxLength={NOTIFICATION_LINK_MAX_LENGTH}
          placeholder={host ? `https://${host}/` : 'https://'}
          onChange={set('link')}
          ref={control('link')}
          error={errors.link ?? null}
          hint={`A page of ${host || 'your site'}. A tap on the notification opens it in the app.`}
          required
        />
        <Input
          label="Send at"
          type="datetime-local"
          value={values.sendAt}
          onChange={set('sendAt')}
          ref={control('sendAt')}
          error={errors.sendAt ?? null}
          hint="Leave empty to send now."
          optional
        />
      </div>
      <NotificationPreview appName={app.appName} title={values.title} text={values.text} link={values.link} />
      <p className="notify-composer__delay">{m.delay}</p>
      <p className="muted notify-composer__limits">
        {m.limits} {m.upgrade}
      </p>
      {outcome?.tone === 'danger' ? <FormAlert message={outcome.text} /> : null}
      {outcome?.tone === 'success' ? (
        <Notice tone="success" live>
          {outcome.text}
        </Notice>
      ) : null}
      <Button type="submit" loading={busy}>
        {values.sendAt ? m.schedule : m.send}
      </Button>
    </form>
  );
}
