import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, GridIcon, LogOutIcon, ShieldIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { LogoutDialog } from '@/features/auth';
import { ResendVerificationItem } from '@/features/profile';
import type { SessionUser } from '@/lib/auth/session';
import { useSupportClaim } from '@/lib/auth/support-claim';
import './user-menu.css';

/**
 * docs/product.md §2: signed-in menu with Dashboard, Profile and Logout (menu button pattern, keyboard operable). An account
 * whose email is not verified yet cannot open the dashboard, so its menu offers what it can do instead: resend the
 * verification email, and the profile.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // The support team's console, for accounts with the claim (docs/product.md "Support console").
  const support = useSupportClaim(user.emailVerified ? user.uid : null, false) === 'support';

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function openMenu(focus: 'first' | 'last') {
    setOpen(true);
    requestAnimationFrame(() => focusItem(focus === 'first' ? 0 : -1));
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  }

  const initial = (user.email ?? '?').charAt(0).toUpperCase();
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKey}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        {/* Named by its content, "Account menu: {email}": the name contains the email the button shows (WCAG 2.5.3
            "label in name"; an aria-label "Account menu" was axe's label-content-name-mismatch). On phones the
            email is hidden visually only, so the name still says whose account it is. */}
        <span className="visually-hidden">Account menu:</span> <span className="user-menu__email">{user.email}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div
          className="user-menu__list"
          role="menu"
          id={menuId}
          aria-label="Account"
          ref={menuRef}
          onKeyDown={onMenuKey}
        >
          <p className="user-menu__header" role="none">
            Signed in as <strong>{user.email}</strong>
          </p>
          {user.emailVerified ? (
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.dashboard}
              className="user-menu__item"
              onClick={() => setOpen(false)}
            >
              <GridIcon size={16} /> Dashboard
            </Link>
          ) : (
            <ResendVerificationItem onDone={() => close(true)} />
          )}
          {support ? (
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.ops}
              className="user-menu__item"
              onClick={() => setOpen(false)}
            >
              <ShieldIcon size={16} /> Ops
            </Link>
          ) : null}
          <Link
            role="menuitem"
            tabIndex={-1}
            to={paths.profile}
            className="user-menu__item"
            onClick={() => setOpen(false)}
          >
            <UserIcon size={16} /> Profile
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className="user-menu__item"
            onClick={() => {
              setOpen(false);
              setConfirmLogout(true);
            }}
          >
            <LogOutIcon size={16} /> Logout
          </button>
        </div>
      ) : null}
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} returnFocus={buttonRef} />
    </div>
  );
}
