import type { PayResult } from './pay-for-request';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * Where focus goes once Checkout is gone: back to the Pay Now button that opened it or, when that button is gone
 * (the request is paid now), to the first control of the row, card or dialog it was in. Without this, closing
 * Checkout leaves the focus on <body> and a keyboard user starts again from the top of the page.
 */
export interface FocusReturn {
  opener: HTMLElement | null;
  /** The row, card or dialog around the opener, looked up before Checkout opened. */
  scope: Element | null;
}

export function focusReturnOf(opener: HTMLElement | null): FocusReturn {
  return { opener, scope: opener?.closest('[role="dialog"], [data-request-id]') ?? null };
}

/**
 * After a failure Checkout may still be open for a retry and own the focus: only focus that was lost (on <body>)
 * is moved then. Every other outcome means Checkout has closed.
 */
export function returnFocusAfterCheckout(target: FocusReturn, result: PayResult, doc: Document = document): void {
  const active = doc.activeElement;
  if (result === 'failed' && active && active !== doc.body) return;
  const { opener, scope } = target;
  if (opener?.isConnected && !(opener as HTMLButtonElement).disabled) {
    opener.focus();
    return;
  }
  if (scope?.isConnected) scope.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}
