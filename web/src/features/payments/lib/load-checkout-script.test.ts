// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadCheckoutScript } from './load-checkout-script';

afterEach(() => {
  delete window.Razorpay;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadCheckoutScript', () => {
  it('adds the script once and resolves with window.Razorpay when it loads', async () => {
    const first = loadCheckoutScript('http://127.0.0.1:4010/v1/checkout.js');
    const second = loadCheckoutScript('http://127.0.0.1:4010/v1/checkout.js');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('http://127.0.0.1:4010/v1/checkout.js');
    const ctor = function Razorpay() {} as unknown as NonNullable<Window['Razorpay']>;
    window.Razorpay = ctor;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(ctor);
    await expect(second).resolves.toBe(ctor);
  });

  it('rejects with the product message when the script fails, and can retry', async () => {
    const attempt = loadCheckoutScript('http://127.0.0.1:4010/v1/checkout.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Failed to load Razorpay SDK');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    void loadCheckoutScript('http://127.0.0.1:4010/v1/checkout.js').catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('does not load anything when Checkout is already present', async () => {
    const ctor = function Razorpay() {} as unknown as NonNullable<Window['Razorpay']>;
    window.Razorpay = ctor;
    await expect(loadCheckoutScript('x.js')).resolves.toBe(ctor);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
