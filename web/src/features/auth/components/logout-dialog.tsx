import { type RefObject, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { pagesLeftOnLogout, paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { signOutUser } from '../api/sign-out';
import { authMessages } from '../lib/auth-messages';

/** docs/product.md §2: 'Confirm logout'; afterwards leave only /dashboard and /profile, for /. */
export function LogoutDialog({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function logout() {
    setBusy(true);
    try {
      await signOutUser();
      onClose();
      if (pagesLeftOnLogout.includes(pathname)) void navigate(paths.home, { replace: true });
      toast.success(authMessages.logoutSuccess);
    } catch {
      toast.error(authMessages.logoutFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      role="alertdialog"
      initialFocus={cancelRef}
      returnFocus={returnFocus}
      title="Confirm logout"
      description="Are you sure you want to logout?"
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={logout} loading={busy}>
            Logout
          </Button>
        </>
      }
    />
  );
}
