import { useState } from 'react';
import { MailIcon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/resend-verification';
import { profileMessages } from '../lib/profile-messages';

/** The account menu's "Resend verification email" for an account that is signed in but not verified yet. */
export function ResendVerificationItem({ onDone }: { onDone: () => void }) {
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      await resendVerification();
      toast.success(profileMessages.verificationSent);
    } catch {
      toast.error(profileMessages.verificationFailed);
    } finally {
      setSending(false);
      onDone();
    }
  }
  return (
    <button
      role="menuitem"
      tabIndex={-1}
      type="button"
      className="user-menu__item"
      onClick={() => void send()}
      disabled={sending}
    >
      <MailIcon size={16} /> Resend verification email
    </button>
  );
}
