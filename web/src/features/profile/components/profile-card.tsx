import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MailIcon, ShieldIcon, TrashIcon } from '@/components/ui/icons';
import { isGoogleAccount, useSession, useSignedInUser } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/resend-verification';
import { profileMessages } from '../lib/profile-messages';
import { DeleteAccountDialog } from './delete-account-dialog';
import './profile-card.css';

export function ProfileCard() {
  const user = useSignedInUser();
  const { refresh } = useSession();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendVerification();
      toast.success(profileMessages.verificationSent);
    } catch {
      toast.error(profileMessages.verificationFailed);
    } finally {
      setSending(false);
    }
  }

  async function checkAgain() {
    setChecking(true);
    try {
      await refresh();
    } finally {
      setChecking(false);
    }
  }

  const initial = (user.email ?? '?').charAt(0).toUpperCase();
  return (
    <div className="profile">
      <Card as="section" aria-labelledby="account-title">
        <div className="profile__head">
          <span className="profile__avatar" aria-hidden="true">
            {initial}
          </span>
          <div>
            <h2 className="profile__title" id="account-title">
              Account
            </h2>
            <p className="muted">
              {isGoogleAccount(user) ? 'Signed in with Google' : 'Signed in with email and password'}
            </p>
          </div>
        </div>
        <dl className="profile__facts">
          <div>
            <dt>
              <MailIcon size={16} /> Email
            </dt>
            <dd>{user.email ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <ShieldIcon size={16} /> Email verified
            </dt>
            <dd>{user.emailVerified ? <Badge tone="success">Yes</Badge> : <Badge tone="warning">No</Badge>}</dd>
          </div>
        </dl>
        <div className="profile__actions">
          <Button variant="secondary" onClick={resend} loading={sending} disabled={user.emailVerified}>
            Resend verification email
          </Button>
          {!user.emailVerified ? (
            <Button variant="ghost" onClick={checkAgain} loading={checking}>
              I have verified, check again
            </Button>
          ) : null}
        </div>
        {user.emailVerified ? (
          <p className="profile__note muted">Your email is verified. You have full access to the dashboard.</p>
        ) : null}
      </Card>

      <Card as="section" aria-labelledby="danger-title" className="profile__danger">
        <h2 className="profile__title" id="danger-title">
          Delete account
        </h2>
        <p className="muted">Permanently remove your account, your app requests, build history and stored files.</p>
        <div className="profile__actions">
          <Button variant="danger" onClick={() => setDeleting(true)} icon={<TrashIcon size={16} />}>
            Remove account and data
          </Button>
        </div>
      </Card>
      {deleting ? <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}
