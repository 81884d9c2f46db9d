import type { RequestInputErrorDetails } from '@contracts/callables';
import { REQUEST_QUOTA_MESSAGE } from '@contracts/limits';
import { REQUEST_INPUT_FIELDS, type RequestInputField } from '@contracts/request-input';

/** What the form does with a refused createRequest: mark a field, show the quota message, or the generic toast. */
export type SubmitFailure =
  | { kind: 'field'; field: RequestInputField; message: string }
  | { kind: 'quota'; message: string }
  | { kind: 'other' };

/** A callable's error as the Firebase SDK gives it: code 'functions/<code>', the server's message and details. */
export function describeSubmitFailure(error: unknown): SubmitFailure {
  if (typeof error !== 'object' || error === null) return { kind: 'other' };
  const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
  if (code === 'functions/resource-exhausted')
    return { kind: 'quota', message: typeof message === 'string' && message ? message : REQUEST_QUOTA_MESSAGE };
  const field = (details as Partial<RequestInputErrorDetails> | null | undefined)?.field;
  if (
    code === 'functions/invalid-argument' &&
    typeof message === 'string' &&
    REQUEST_INPUT_FIELDS.includes(field as RequestInputField)
  )
    return { kind: 'field', field: field as RequestInputField, message };
  return { kind: 'other' };
}
