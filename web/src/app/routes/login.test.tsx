import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import type { Session } from '@/lib/auth/session';
import { FakeSession, signedIn, signedOut } from '@/testing/session';
import type { LoginNotice } from '../guards';
import LoginPage from './login';

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
  it('shows the error a guard sent an unverified user here with, verbatim', () => {
    visit(signedIn({ emailVerified: false }), { pathname: '/login', state: { notice: 'unverified' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please verify your email to continue. Check your inbox for a verification link.',
    );
    expect(screen.getByText(/is not verified yet/).textContent).toContain('asha@example.com');
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
