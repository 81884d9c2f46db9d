// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSignInIntent, peekSignInIntent, rememberSignInIntent, signInIntentReason } from './sign-in-intent';

afterEach(() => sessionStorage.clear());

describe('sign-in intent', () => {
  it('keeps what the visitor was doing until the dashboard uses it up', () => {
    rememberSignInIntent({ kind: 'generate', url: 'https://shop.example.in' });
    expect(peekSignInIntent()).toEqual({ kind: 'generate', url: 'https://shop.example.in' });
    expect(peekSignInIntent()).not.toBeNull();
    clearSignInIntent();
    expect(peekSignInIntent()).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    sessionStorage.setItem('apkforge.signInIntent', '{"kind":"generate"}');
    expect(peekSignInIntent()).toBeNull();
    sessionStorage.setItem('apkforge.signInIntent', 'not json');
    expect(peekSignInIntent()).toBeNull();
  });

  it('says why the login page is shown', () => {
    expect(signInIntentReason({ kind: 'generate', url: 'https://shop.example.in' }, 'shop.example.in')).toBe(
      'Log in to generate your free APK of shop.example.in. We will bring you back with your address filled in and the preview running.',
    );
    expect(signInIntentReason({ kind: 'plan', planId: 'aab_bundle', planName: 'AAB Bundle' }, null)).toBe(
      'Log in to get started with AAB Bundle. We will bring you back with the plan chosen.',
    );
  });
});
