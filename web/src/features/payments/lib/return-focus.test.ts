// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusReturnOf, returnFocusAfterCheckout } from './return-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function row() {
  document.body.innerHTML = `
    <div data-request-id="r1"><button id="name">Shop</button><button id="pay">Pay Now</button></div>
    <div id="checkout"><button id="rzp">Pay</button></div>`;
  return {
    opener: document.getElementById('pay') as HTMLButtonElement,
    checkout: document.getElementById('rzp') as HTMLButtonElement,
  };
}

describe('returnFocusAfterCheckout', () => {
  it('focuses the Pay Now button again after Checkout was dismissed', () => {
    const { opener } = row();
    const target = focusReturnOf(opener);
    (document.activeElement as HTMLElement | null)?.blur();
    returnFocusAfterCheckout(target, 'cancelled');
    expect(document.activeElement).toBe(opener);
  });

  it('falls back to the first control of the row once the request is paid and the button is gone', () => {
    const { opener } = row();
    const target = focusReturnOf(opener);
    opener.remove();
    returnFocusAfterCheckout(target, 'paid');
    expect(document.activeElement?.id).toBe('name');
  });

  it('leaves the focus in Checkout when it stays open after a failed attempt', () => {
    const { opener, checkout } = row();
    const target = focusReturnOf(opener);
    checkout.focus();
    returnFocusAfterCheckout(target, 'failed');
    expect(document.activeElement).toBe(checkout);
  });
});
