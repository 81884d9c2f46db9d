import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InAppBrowserNotice } from './in-app-browser-notice';

describe('<InAppBrowserNotice>', () => {
  it('asks for a normal browser inside an in-app browser', () => {
    render(
      <InAppBrowserNotice userAgent="Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 Version/4.0 Chrome/126.0 Mobile Safari/537.36" />,
    );
    expect(screen.getByText(/Open this site in your device's normal browser/).textContent).toContain(
      'log in to download the APK',
    );
  });

  it('warns about Google sign-in too before sign-in', () => {
    render(
      <InAppBrowserNotice
        place="before-sign-in"
        userAgent="Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Instagram 300.0"
      />,
    );
    expect(screen.getByText(/Google sign-in and downloads may not work here/)).toBeTruthy();
  });

  it('stays hidden in a normal browser', () => {
    const { container } = render(
      <InAppBrowserNotice userAgent="Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36" />,
    );
    expect(container.textContent).toBe('');
  });
});
