import {
  ABUSE_REASON_MAX_LENGTH,
  ABUSE_REASON_MIN_LENGTH,
  ABUSE_TARGET_MAX_LENGTH,
  type ReportAbuseInput,
} from '@contracts/abuse';
import { EMAIL_MAX_LENGTH } from '@contracts/limits';
import { EMAIL_PATTERN } from '@contracts/request-input';

export type ReportField = 'app' | 'reason' | 'contactEmail';
export type ReportErrors = Partial<Record<ReportField, string>>;

/** The checks reportAbuse makes (functions/src/abuse/report-abuse.ts), said beside each field before sending. */
export function validateReport(
  values: Record<ReportField, string>,
): { input: ReportAbuseInput } | { errors: ReportErrors } {
  const app = values.app.trim();
  const reason = values.reason.trim();
  const contactEmail = values.contactEmail.trim();
  const errors: ReportErrors = {};
  if (app === '') errors.app = 'Enter the app’s package name or its download link.';
  else if (app.length > ABUSE_TARGET_MAX_LENGTH) errors.app = `At most ${ABUSE_TARGET_MAX_LENGTH} characters.`;
  if (reason.length < ABUSE_REASON_MIN_LENGTH) {
    errors.reason = `Tell us what is wrong in at least ${ABUSE_REASON_MIN_LENGTH} characters.`;
  } else if (reason.length > ABUSE_REASON_MAX_LENGTH) errors.reason = `At most ${ABUSE_REASON_MAX_LENGTH} characters.`;
  if (contactEmail !== '' && (contactEmail.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(contactEmail))) {
    errors.contactEmail = 'Please enter a valid email address';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { input: { app, reason, ...(contactEmail ? { contactEmail } : {}) } };
}
