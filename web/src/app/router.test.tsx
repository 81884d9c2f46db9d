import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/session';
import { rememberVerifiedSession } from '@/lib/auth/session-hint';
import { FakeSession, signedIn, signedOut } from '@/testing/session';
import { createRoutes } from './router';

// Pages are stubs: these tests are about which page a person lands on, not what it shows.
const stub = (name: string) => ({ default: () => <h1>{name}</h1>, ErrorBoundary: undefined });
vi.mock('./routes/landing', () => stub('Landing page'));
vi.mock('./routes/converter', () => stub('Converter page'));
vi.mock('./routes/login', async () => {
  const { useLocation } = await import('react-router-dom');
  return {
    default: function LoginPage() {
      const state = useLocation().state as { notice?: string } | null;
      return <h1>Login page{state?.notice ? ` (${state.notice})` : ''}</h1>;
    },
    ErrorBoundary: undefined,
  };
});
vi.mock('./routes/more-features', () => stub('More features page'));
vi.mock('./routes/plans', () => stub('Plans page'));
vi.mock('./routes/dashboard', () => stub('Dashboard page'));
vi.mock('./routes/profile', () => stub('Profile page'));
vi.mock('./routes/privacy-policy', () => stub('Privacy page'));
vi.mock('./routes/refund-policy', () => stub('Refund page'));
vi.mock('./routes/shipping-policy', () => stub('Shipping page'));
vi.mock('./routes/contact', () => stub('Contact page'));
vi.mock('./routes/terms', () => stub('Terms page'));
vi.mock('./routes/blog-guide', () => stub('Blog guide page'));
vi.mock('./routes/report-abuse', () => stub('Report abuse page'));

async function visit(path: string, session: Session) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <FakeSession session={session}>
      <RouterProvider router={router} />
    </FakeSession>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const unverified = signedIn({ emailVerified: false });

describe('routes and guards (docs/product.md §2, §4)', () => {
  it.each([
    ['/', signedOut, 'Landing page', '/'],
    ['/', signedIn(), 'Dashboard page', '/dashboard'],
    // An unverified account stays home: /dashboard would only bounce it to /login.
    ['/', unverified, 'Landing page', '/'],
    ['/dashboard', signedOut, 'Landing page', '/'],
    ['/dashboard', unverified, 'Login page (unverified)', '/login'],
    ['/dashboard', signedIn(), 'Dashboard page', '/dashboard'],
    ['/profile', signedOut, 'Landing page', '/'],
    ['/profile', unverified, 'Profile page', '/profile'],
    ['/profile', signedIn(), 'Profile page', '/profile'],
    ['/login', signedOut, 'Login page', '/login'],
    ['/login', unverified, 'Login page', '/login'],
    ['/login', signedIn(), 'Dashboard page', '/dashboard'],
    ['/converter', signedOut, 'Converter page', '/converter'],
    ['/converter', signedIn(), 'Converter page', '/converter'],
  ])('%s as %o shows %s', async (path, session, heading, finalPath) => {
    const router = await visit(path, session);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(finalPath);
  });

  it.each([
    ['/more-features', 'More features page'],
    ['/plans', 'Plans page'],
    ['/privacy-policy', 'Privacy page'],
    ['/refund-policy', 'Refund page'],
    ['/refundpolicy', 'Refund page'],
    ['/shipping-policy', 'Shipping page'],
    ['/shippingpolicy', 'Shipping page'],
    ['/contact', 'Contact page'],
    ['/terms', 'Terms page'],
    ['/blog/website-to-app-guide', 'Blog guide page'],
    ['/report-abuse', 'Report abuse page'],
  ])('%s is public', async (path, heading) => {
    const router = await visit(path, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/privacypolicy', '/privacy-policy', 'Privacy page'],
    ['/terms-and-conditions', '/terms', 'Terms page'],
    ['/no/such/page', '/', 'Landing page'],
  ])('%s redirects to %s', async (path, target, heading) => {
    const router = await visit(path, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(target);
  });

  describe('while Auth is still reading its storage', () => {
    const loading: Session = { status: 'loading' };
    afterEach(() => rememberVerifiedSession(false));

    it('shows the home page at once in a browser with no verified user last time', async () => {
      const router = await visit('/', loading);
      expect(screen.getByRole('heading', { level: 1, name: 'Landing page' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
    });

    it('waits for the real answer where a verified user was signed in, so the home page never flashes', async () => {
      rememberVerifiedSession(true);
      const router = createMemoryRouter(createRoutes(), { initialEntries: ['/'] });
      render(
        <FakeSession session={loading}>
          <RouterProvider router={router} />
        </FakeSession>,
      );
      expect(await screen.findByRole('status')).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: 'Landing page' })).toBeNull();
    });

    it('still guards the dashboard: no hint opens it before Auth answers', async () => {
      const router = createMemoryRouter(createRoutes(), { initialEntries: ['/dashboard'] });
      render(
        <FakeSession session={loading}>
          <RouterProvider router={router} />
        </FakeSession>,
      );
      expect(await screen.findByRole('status')).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });
  });

  it('shows the signed-out top bar links', async () => {
    await visit('/plans', signedOut);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const name of ['More Features', 'Plans', 'Login']) expect(nav.getByRole('link', { name })).toBeTruthy();
  });

  it('shows the Dashboard button and the account menu when signed in', async () => {
    await visit('/plans', signedIn());
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Account menu: asha@example.com' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('offers an unverified account what it can do, and nothing that bounces to /login', async () => {
    await visit('/plans', unverified);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Verify email' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(nav.getByRole('button', { name: 'Account menu: asha@example.com' }));
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim());
    expect(items).toEqual(['Resend verification email', 'Profile', 'Logout']);
  });

  it('links the footer to every policy page and to contact', async () => {
    await visit('/plans', signedOut);
    const footer = screen.getByRole('contentinfo');
    const hrefs = Array.from(footer.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/contact']),
    );
  });
});
