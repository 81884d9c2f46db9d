import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session';
import { maybeVerifiedSession } from './session-hint';
import { toast } from '@/lib/toast';

type Listener = (user: unknown) => void;
const auth = vi.hoisted(() => ({
  listener: null as Listener | null,
  unsubscribed: 0,
  fail: false,
}));
vi.mock('./load-auth', () => ({
  loadAuth: async () => {
    if (auth.fail) throw new Error('chunk failed to load');
    return {
      currentUser: null,
      onIdTokenChanged: (listener: Listener) => {
        auth.listener = listener;
        return () => {
          auth.unsubscribed += 1;
        };
      },
    };
  },
}));

function Status() {
  const { session } = useSession();
  return <p>{session.status === 'signed-in' ? `signed in as ${session.user.email ?? '?'}` : session.status}</p>;
}

const verifiedUser = {
  uid: 'u1',
  email: 'asha@example.com',
  emailVerified: true,
  displayName: null,
  providerData: [{ providerId: 'password' }],
  getIdTokenResult: async () => ({ claims: { email_verified: true } }),
};

afterEach(() => {
  auth.listener = null;
  auth.fail = false;
  window.localStorage.clear();
});

describe('<SessionProvider>', () => {
  it('is loading until the lazily loaded Auth SDK answers, then follows it and keeps the hint', async () => {
    const view = render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(auth.listener).not.toBeNull());
    act(() => auth.listener?.(verifiedUser));
    expect(screen.getByText('signed in as asha@example.com')).toBeTruthy();
    expect(maybeVerifiedSession()).toBe(true);
    act(() => auth.listener?.(null));
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(maybeVerifiedSession()).toBe(false);
    const before = auth.unsubscribed;
    view.unmount();
    expect(auth.unsubscribed).toBe(before + 1);
  });

  it('treats an SDK that cannot load as signed out instead of loading forever', async () => {
    auth.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed-out')).toBeTruthy();
  });

  // docs/product.md §2 "Login screen": verified in another tab, noticed here, and said.
  it('says so when an account it watched while unverified turns verified, and only then', async () => {
    const success = vi.spyOn(toast, 'success');
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    await waitFor(() => expect(auth.listener).not.toBeNull());
    act(() => auth.listener?.(verifiedUser));
    expect(success).not.toHaveBeenCalled();
    act(() => auth.listener?.({ ...verifiedUser, emailVerified: false }));
    act(() => auth.listener?.(verifiedUser));
    expect(success).toHaveBeenCalledWith('Your email is verified. Welcome to Apkforge!');
  });
});
