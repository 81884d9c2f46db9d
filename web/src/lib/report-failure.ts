import type { AuthErrorContext } from './auth/auth-error-message';
import { describeFailure, type FailureMeaning } from './failure-message';
import { toast } from './toast';

/** The toast's words for a failure worth another try: a fixed sentence (the spec's), or one around the meaning's. */
export type TransientText = string | ((message: string) => string);

// What a failure on the way means when the server said nothing a person can read.
const SOMETHING_WENT_WRONG = 'That did not work. Please try again.';

/**
 * Sends a failed action where docs/product.md §2 "Where refusals appear" puts it. A refusal the server explained is
 * returned, for the caller to show beside the control that caused it (a FormAlert or a field's error: in view, focused),
 * and nothing is toasted. Anything else (the network, an unavailable or crashed server) is the one kind of failure a
 * toast may report and a "try again" suits: `transient` is toasted and null returned.
 */
export function refusalOf(
  failure: unknown,
  transient: TransientText,
  context?: AuthErrorContext,
): FailureMeaning | null {
  const fallback = typeof transient === 'string' ? transient : SOMETHING_WENT_WRONG;
  const meaning = describeFailure(failure, fallback, context);
  if (meaning.refusal) return meaning;
  toast.error(typeof transient === 'string' ? transient : transient(meaning.message));
  return null;
}
