import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useSearchParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import { toast } from '@/lib/toast';
import { UnverifiedEmailError } from '../api/sign-in-with-password';
import { LoginForm } from './login-form';

const api = vi.hoisted(() => ({
  signInWithPassword: vi.fn<(email: string, password: string) => Promise<void>>(),
  signUp: vi.fn<(email: string, password: string) => Promise<void>>(),
  sendPasswordReset: vi.fn<(email: string) => Promise<void>>(),
  googleSignIn: vi.fn<() => Promise<void>>(),
}));
vi.mock('../api/sign-in-with-password', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/sign-in-with-password')>()),
  signInWithPassword: api.signInWithPassword,
}));
vi.mock('../api/sign-up', () => ({ signUp: api.signUp }));
vi.mock('../api/send-password-reset', () => ({ sendPasswordReset: api.sendPasswordReset }));
vi.mock('../api/sign-in-with-google', () => ({ googleSignIn: api.googleSignIn }));

function LoginRoute() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  return <LoginForm mode={mode === 'signup' || mode === 'reset' ? mode : 'login'} />;
}

function renderLogin(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginRoute },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [`/login${search}`] },
  );
  render(
    <GoogleIdentityProvider>
      <RouterProvider router={router} />
    </GoogleIdentityProvider>,
  );
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('<LoginForm> (docs/product.md §2, §4, §5, §8)', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it('offers Login, Sign in with Google, Forgot Password? and Sign Up', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeTruthy();
  });

  it('shows the docs/product.md §5 messages, email first, and does not call the service', () => {
    renderLogin();
    type('Email', 'asha@');
    type('Password', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    type('Email', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');
    expect(api.signInWithPassword).not.toHaveBeenCalled();
  });

  it('logs in and goes to the dashboard', async () => {
    api.signInWithPassword.mockResolvedValue();
    const router = renderLogin();
    type('Email', ' asha@example.com ');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.signInWithPassword).toHaveBeenCalledWith('asha@example.com', 'secret1');
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
  });

  it('refuses an unverified email with the product text', async () => {
    api.signInWithPassword.mockRejectedValue(new UnverifiedEmailError('password'));
    const router = renderLogin();
    type('Email', 'asha@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please verify your email to continue. Check your inbox for a verification link.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('hands an unverified login to the page (which says what next) instead of refusing it in the form', async () => {
    api.signInWithPassword.mockRejectedValue(new UnverifiedEmailError('password'));
    const onUnverified = vi.fn();
    const router = createMemoryRouter(
      [{ path: '/login', element: <LoginForm mode="login" onUnverified={onUnverified} /> }],
      {
        initialEntries: ['/login'],
      },
    );
    render(
      <GoogleIdentityProvider>
        <RouterProvider router={router} />
      </GoogleIdentityProvider>,
    );
    type('Email', 'asha@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onUnverified).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    'says what %s means in plain words, in the toast and beside the password, without revealing whether the account exists',
    async (code) => {
      api.signInWithPassword.mockRejectedValue(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
      renderLogin();
      type('Email', 'asha@example.com');
      type('Password', 'wrong-one');
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Wrong email or password.'));
      const password = screen.getByLabelText('Password');
      expect(password.getAttribute('aria-invalid')).toBe('true');
      const description = (password.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(description).toContain('Wrong email or password.');
      expect(document.activeElement).toBe(password);
    },
  );

  it('signs up, sends the verification email and returns to login mode', async () => {
    api.signUp.mockResolvedValue();
    const router = renderLogin('?mode=signup');
    type('Email', 'asha@example.com');
    type('Password', 'secret1');
    type('Confirm password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Account created! Please check your email for verification.'),
    );
    expect(api.signUp).toHaveBeenCalledWith('asha@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The form re-renders in login mode once the router has committed the navigation, not necessarily at once.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('sends the reset email', async () => {
    api.sendPasswordReset.mockResolvedValue();
    renderLogin('?mode=reset');
    expect(screen.queryByLabelText('Password')).toBeNull();
    type('Email', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Password reset email sent! Check your inbox.'));
  });

  it('Google sign-in goes to the dashboard', async () => {
    api.googleSignIn.mockResolvedValueOnce();
    const router = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.success).toHaveBeenCalledWith('Google sign-in successful!');
  });

  it('shows the Google variant of the unverified message', async () => {
    api.googleSignIn.mockRejectedValueOnce(new UnverifiedEmailError('google'));
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please verify your email to continue.');
  });
});
