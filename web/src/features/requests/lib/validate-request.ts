import { splitExtraHosts } from '@contracts/extra-hosts';
import {
  type RequestInput,
  type RequestInputField,
  type RequestInputProblem,
  trimRequestInput,
  validateRequestInput,
} from '@contracts/request-input';

/** The form's text fields and its pull-to-refresh box; the plan and the icon come from their own pickers. */
export type RequestFormValues = Omit<RequestInput, 'planId' | 'iconDataUrl' | 'extraHosts'> & {
  /** The extra-hosts field as typed: hosts one per line (splitExtraHosts). */
  extraHosts: string;
};

export type RequestField = RequestInputField;

/**
 * The request form's check: the one shared definition (contracts/request-input.ts) that createRequest applies too,
 * so a request the form accepts is a request the server accepts, and a refusal names the same field with the
 * same words (docs/product.md §5 for the order and texts).
 */
export function validateRequestForm(input: RequestInput, planIds: readonly string[]): RequestInputProblem | null {
  return validateRequestInput(trimRequestInput(input), planIds);
}

export function toRequestInput(values: RequestFormValues, planId: string, iconDataUrl: string): RequestInput {
  return trimRequestInput({ ...values, extraHosts: splitExtraHosts(values.extraHosts), planId, iconDataUrl });
}
