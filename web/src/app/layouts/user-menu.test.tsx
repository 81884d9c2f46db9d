import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeUser } from '@/testing/session';
import { UserMenu } from './user-menu';

const claims = vi.hoisted(() => ({ support: false as boolean }));
vi.mock('@/lib/firebase', () => ({
  firebaseAuth: () => ({
    currentUser: { uid: 'user-1', getIdTokenResult: async () => ({ claims: { support: claims.support } }) },
  }),
}));
const signOutUser = vi.fn<() => Promise<void>>();
vi.mock('@/features/auth/api/sign-out', () => ({ signOutUser: () => signOutUser() }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '*', element: <UserMenu user={fakeUser()} /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function logoutThroughMenu() {
  const button = screen.getByRole('button', { name: 'Account menu: asha@example.com' });
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const menu = screen.getByRole('menu');
  expect(Array.from(menu.querySelectorAll('[role="menuitem"]')).map((item) => item.textContent?.trim())).toEqual([
    'Dashboard',
    'Profile',
    'Logout',
  ]);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm logout' });
  expect(dialog.textContent).toContain('Are you sure you want to logout?');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
}

describe('account menu and logout (docs/product.md §2)', () => {
  // docs/product.md "Support console": support finds the console in its menu.
  it('offers Ops to an account with the support claim', async () => {
    claims.support = true;
    renderAt('/dashboard');
    const button = screen.getByRole('button', { name: 'Account menu: asha@example.com' });
    await waitFor(() => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
      expect(screen.getByRole('menuitem', { name: 'Ops' }).getAttribute('href')).toBe('/ops');
    });
    claims.support = false;
  });

  beforeEach(() => {
    signOutUser.mockReset();
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it.each(['/dashboard', '/profile'])('leaves %s for / after logout', async (path) => {
    signOutUser.mockResolvedValue();
    const router = renderAt(path);
    await logoutThroughMenu();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully!');
  });

  it('stays on other pages after logout', async () => {
    signOutUser.mockResolvedValue();
    const router = renderAt('/plans');
    await logoutThroughMenu();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logged out successfully!'));
    expect(router.state.location.pathname).toBe('/plans');
  });

  it("says 'Error logging out' when it fails", async () => {
    signOutUser.mockRejectedValue(new Error('offline'));
    renderAt('/dashboard');
    await logoutThroughMenu();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error logging out'));
  });

  it('Cancel keeps the session and gives focus back to the account menu button', () => {
    renderAt('/dashboard');
    const button = screen.getByRole('button', { name: 'Account menu: asha@example.com' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signOutUser).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('closes the menu with Escape and returns focus to the button', () => {
    renderAt('/dashboard');
    const button = screen.getByRole('button', { name: 'Account menu: asha@example.com' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
