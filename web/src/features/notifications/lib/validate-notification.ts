import {
  NOTIFICATION_LINK_MAX_LENGTH,
  NOTIFICATION_SCHEDULE_MAX_DAYS,
  NOTIFICATION_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  type NotificationField,
  type SendAppNotificationInput,
} from '@contracts/notifications';
import { failureMessage } from '@/lib/failure-message';

/** What the composer holds: the form's strings ("send at" as a datetime-local value, '' for now). */
export interface ComposerValues {
  title: string;
  text: string;
  link: string;
  sendAt: string;
}

export type ComposerErrors = Partial<Record<NotificationField, string>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The composer's own check, in the words the server uses (notifications/parse-notification.ts), so most mistakes show
 * before a round trip. The server checks everything again, and what only it knows (the link's site, the brands, the
 * limits) comes back as its refusal.
 */
export function validateNotification(
  packageName: string,
  values: ComposerValues,
  nowMs: number,
): { input: SendAppNotificationInput } | { errors: ComposerErrors } {
  const errors: ComposerErrors = {};
  const title = values.title.trim();
  const text = values.text.trim();
  const link = values.link.trim();
  if (!title) errors.title = 'The title is required.';
  else if (title.length > NOTIFICATION_TITLE_MAX_LENGTH)
    errors.title = `The title must be at most ${NOTIFICATION_TITLE_MAX_LENGTH} characters.`;
  if (text.length > NOTIFICATION_TEXT_MAX_LENGTH)
    errors.text = `The text must be at most ${NOTIFICATION_TEXT_MAX_LENGTH} characters.`;
  if (!link) errors.link = 'The link is required.';
  else if (link.length > NOTIFICATION_LINK_MAX_LENGTH || !/^https?:\/\/[^\s/]+/i.test(link))
    errors.link = 'The link must be a web address starting with https://.';
  let sendAt: number | undefined;
  if (values.sendAt) {
    sendAt = new Date(values.sendAt).getTime();
    if (!Number.isFinite(sendAt)) errors.sendAt = 'The send time must be a date and time.';
    else if (sendAt < nowMs)
      errors.sendAt = 'The send time is in the past. Choose a later time, or leave it empty to send now.';
    else if (sendAt > nowMs + NOTIFICATION_SCHEDULE_MAX_DAYS * DAY_MS)
      errors.sendAt = `The send time must be within the next ${NOTIFICATION_SCHEDULE_MAX_DAYS} days.`;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { packageName, title, text, link, ...(sendAt === undefined ? {} : { sendAt }) } };
}

/** A callable's refusal: the field it names (details.field) and the server's sentence. */
export function refusalOf(error: unknown): { field: NotificationField | null; message: string } {
  const { details } = (error ?? {}) as { details?: unknown };
  const field = (details as { field?: unknown } | undefined)?.field;
  const known: NotificationField[] = ['packageName', 'title', 'text', 'link', 'sendAt'];
  return {
    field: known.includes(field as NotificationField) ? (field as NotificationField) : null,
    // The one meaning of every failure (lib/failure-message.ts): no bare code ("internal"), no provider's text.
    message: failureMessage(error, 'The notification could not be sent. Please try again.'),
  };
}
