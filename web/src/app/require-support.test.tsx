import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FakeSession, signedIn, signedOut } from '@/testing/session';
import { RequireSupport } from './guards';

const claims = vi.hoisted(() => ({ support: false as boolean }));
vi.mock('@/lib/firebase', () => ({
  firebaseAuth: () => ({
    currentUser: { uid: 'user-1', getIdTokenResult: async () => ({ claims: { support: claims.support } }) },
  }),
}));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: { error: toastError } }));

function renderOps(session: Parameters<typeof FakeSession>[0]['session']) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      {
        path: '/ops',
        element: (
          <RequireSupport>
            <p>console</p>
          </RequireSupport>
        ),
      },
    ],
    { initialEntries: ['/ops'] },
  );
  render(
    <FakeSession session={session}>
      <RouterProvider router={router} />
    </FakeSession>,
  );
}

describe('<RequireSupport>', () => {
  it('shows the console to an account with the support claim', async () => {
    claims.support = true;
    renderOps(signedIn());
    expect(await screen.findByText('console')).toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends a customer to / with a message', async () => {
    claims.support = false;
    renderOps(signedIn());
    expect(await screen.findByText('home')).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith('The support console is only for the Apkforge support team.');
  });

  it('sends a signed-out visitor to / too', async () => {
    renderOps(signedOut);
    expect(await screen.findByText('home')).toBeTruthy();
  });
});
