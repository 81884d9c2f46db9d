import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import { toast } from '@/lib/toast';
import { FakeSession, signedIn } from '@/testing/session';
import { PlayKeyExport } from './play-key-export';

const actions = vi.hoisted(() => ({ exportKeyForPlay: vi.fn() }));
vi.mock('../api/app-key-actions', () => actions);

function show() {
  render(
    <FakeSession session={signedIn()}>
      <GoogleIdentityProvider>
        <PlayKeyExport packageName="in.example.shop" />
      </GoogleIdentityProvider>
    </FakeSession>,
  );
  fireEvent.change(screen.getByLabelText('Play encryption key', { exact: false }), { target: { value: 'eb10fe8f' } });
  fireEvent.change(screen.getByLabelText('Your account password', { exact: false }), { target: { value: 'nope' } });
  fireEvent.click(screen.getByRole('button', { name: 'Download the file for Play' }));
}

// The case, for the key for Play: a wrong account password in plain words beside that field, focused.
describe('<PlayKeyExport> refusals (docs/product.md §2 "Where refusals appear")', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(toast, 'error');
  });

  it('puts a wrong account password beside that field, focused, never the provider text', async () => {
    actions.exportKeyForPlay.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' }),
    );
    show();
    const password = screen.getByLabelText('Your account password', { exact: false });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(document.body.textContent).not.toContain('auth/');
    expect(screen.queryByTestId('form-alert')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's refusal by the button, focused", async () => {
    const limit = 'You can export signing keys 5 times a day. Please try again in 3 hours.';
    actions.exportKeyForPlay.mockRejectedValueOnce(
      Object.assign(new Error(limit), { code: 'functions/resource-exhausted' }),
    );
    show();
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(limit);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a failure on the way, and shows nothing inline', async () => {
    actions.exportKeyForPlay.mockRejectedValueOnce(
      Object.assign(new Error('internal'), { code: 'functions/internal' }),
    );
    show();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to make the file for Play: That did not work. Please try again.',
      ),
    );
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });
});
