import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import type { SessionUser } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { FakeSession, fakeUser } from '@/testing/session';
import { ProfileCard } from './profile-card';

const api = vi.hoisted(() => ({
  resendVerification: vi.fn<() => Promise<void>>(),
  deleteAccount: vi.fn<(reauth: unknown) => Promise<void>>(),
}));
vi.mock('../api/resend-verification', () => ({ resendVerification: api.resendVerification }));
vi.mock('../api/delete-account', () => ({ deleteAccount: api.deleteAccount }));

function renderProfile(user: SessionUser) {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfileCard /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <FakeSession session={{ status: 'signed-in', user }}>
      <GoogleIdentityProvider>
        <RouterProvider router={router} />
      </GoogleIdentityProvider>
    </FakeSession>,
  );
  return router;
}

describe('<ProfileCard> (docs/product.md §2, §5, §8)', () => {
  beforeEach(() => {
    api.resendVerification.mockReset();
    api.deleteAccount.mockReset();
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it('shows the email and whether it is verified', () => {
    renderProfile(fakeUser({ emailVerified: false }));
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByText('No')).toBeTruthy();
  });

  it('resends the verification email', async () => {
    api.resendVerification.mockResolvedValueOnce().mockRejectedValueOnce(new Error('too-many-requests'));
    renderProfile(fakeUser({ emailVerified: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Verification email sent.'));
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send verification email'));
  });

  it('deletes the account after the email and password checks, then goes to /', async () => {
    api.deleteAccount.mockResolvedValue();
    const router = renderProfile(fakeUser());
    fireEvent.click(screen.getByRole('button', { name: 'Remove account and data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove account and data' });
    expect(dialog.textContent).toContain('permanent');
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(screen.getByRole('alert').textContent).toBe('Please type your account email exactly to confirm.');
    fireEvent.change(screen.getByLabelText(/Type your account email/), { target: { value: ' ASHA@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your password.');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.deleteAccount).toHaveBeenCalledWith({ method: 'password', password: 'secret1' });
    expect(toast.success).toHaveBeenCalledWith('Your account and data have been deleted.');
  });

  it('Google accounts re-authenticate with Google instead of a password', async () => {
    api.deleteAccount.mockResolvedValue();
    renderProfile(fakeUser({ providerIds: ['google.com'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove account and data' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Type your account email/), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() =>
      expect(api.deleteAccount).toHaveBeenCalledWith({ method: 'google', prompt: expect.any(Function) }),
    );
  });

  it("reports 'Failed to delete account: {message}' with the server's own words, in the dialog too", async () => {
    const refusal = 'This account has a payment being processed. Please try again in a few minutes.';
    api.deleteAccount.mockRejectedValue(Object.assign(new Error(refusal), { code: 'functions/failed-precondition' }));
    renderProfile(fakeUser());
    fireEvent.click(screen.getByRole('button', { name: 'Remove account and data' }));
    fireEvent.change(screen.getByLabelText(/Type your account email/), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(`Failed to delete account: ${refusal}`));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(refusal);
    // The focus moves in an effect after the text shows.
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  // The provider's text never reaches the screen, even when it lost its code on the way (docs/product.md §8).
  it('turns a raw "Firebase: Error (auth/...)" into plain words beside the password', async () => {
    api.deleteAccount.mockRejectedValue(new Error('Firebase: Error (auth/wrong-password).'));
    renderProfile(fakeUser());
    fireEvent.click(screen.getByRole('button', { name: 'Remove account and data' }));
    fireEvent.change(screen.getByLabelText(/Type your account email/), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete account: Wrong password.'));
    expect(document.body.textContent).not.toContain('Firebase');
  });
});
