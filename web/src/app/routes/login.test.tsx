import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import type { Session } from '@/lib/auth/session';
import { FakeSession, signedIn, signedOut } from '@/testing/session';
import type { LoginNotice } from '../guards';
import LoginPage from './login';

const api = vi.hoisted(() => ({ sendVerification: vi.fn(async () => {}), signOutUser: vi.fn(async () => {}) }));
vi.mock('@/features/auth/api/send-verification', () => ({ sendVerification: api.sendVerification }));
vi.mock('@/features/auth/api/sign-out', () => ({ signOutUser: api.signOutUser }));

function visit(session: Session, entry: { pathname: string; search?: string; state?: LoginNotice }) {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], { initialEntries: [entry] });
  render(
    <FakeSession session={session}>
      <GoogleIdentityProvider>
        <RouterProvider router={router} />
      </GoogleIdentityProvider>
    </FakeSession>,
  );
}

describe('/login (docs/product.md §2 login screen, §4 access rule)', () => {
  it('shows the error a guard sent an unverified user here with, verbatim, and what to do next', () => {
    visit(signedIn({ emailVerified: false }), { pathname: '/login', state: { notice: 'unverified' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please verify your email to continue. Check your inbox for a verification link.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your inbox');
    expect(screen.getByText(/We sent a verification link to/).textContent).toContain('asha@example.com');
  });

  // The account is signed in after sign-up: no "Welcome back" login form for it (docs/product.md §2 "Login screen").
  it('after sign-up says to open the link, offers to resend it, and no login form', async () => {
    visit(signedIn({ emailVerified: false }), { pathname: '/login' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Welcome back')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(api.sendVerification).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('status')).textContent).toContain('Verification email sent.');
  });

  it('lets an unverified account sign out to use another one', async () => {
    visit(signedIn({ emailVerified: false }), { pathname: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    await waitFor(() => expect(api.signOutUser).toHaveBeenCalledTimes(1));
  });

  it('keeps the password reset reachable for an unverified account', () => {
    visit(signedIn({ emailVerified: false }), { pathname: '/login', search: '?mode=reset' });
    expect(screen.getByRole('button', { name: 'Send Reset Email' })).toBeTruthy();
  });

  it('shows no error on a plain visit', () => {
    visit(signedOut, { pathname: '/login' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it.each([
    ['?mode=signup', 'Sign Up'],
    ['?mode=reset', 'Send Reset Email'],
    ['?mode=nonsense', 'Login'],
  ])('opens %s in its mode', (search, button) => {
    visit(signedOut, { pathname: '/login', search });
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });
});
