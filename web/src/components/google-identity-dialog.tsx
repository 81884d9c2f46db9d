import { type FormEvent, type ReactNode, createContext, use, useCallback, useRef, useState } from 'react';
import type { GoogleIdentity, GoogleIdentityPrompt } from '@/lib/auth/google';
import { isValidEmail, messages } from '@/lib/validation';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { Input } from './ui/field';
import { Notice } from './ui/notice';

// With emulators there is no Google popup (offline); this dialog stands in for Google's account chooser.
const PromptContext = createContext<GoogleIdentityPrompt | null>(null);

interface Pending {
  purpose: 'sign-in' | 'reauthenticate';
  suggestedEmail?: string;
  resolve: (identity: GoogleIdentity | null) => void;
}

export function GoogleIdentityProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const prompt = useCallback<GoogleIdentityPrompt>(
    (purpose, suggestedEmail) => new Promise((resolve) => setPending({ purpose, suggestedEmail, resolve })),
    [],
  );

  const finish = (identity: GoogleIdentity | null) => {
    pending?.resolve(identity);
    setPending(null);
  };

  return (
    <PromptContext value={prompt}>
      {children}
      {pending ? <GoogleIdentityDialog pending={pending} onDone={finish} /> : null}
    </PromptContext>
  );
}

function GoogleIdentityDialog({
  pending,
  onDone,
}: {
  pending: Pending;
  onDone: (identity: GoogleIdentity | null) => void;
}) {
  const [email, setEmail] = useState(pending.suggestedEmail ?? '');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const formId = 'google-identity-form';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(messages.invalidEmail);
      emailRef.current?.focus();
      return;
    }
    onDone({ email: email.trim(), name: name.trim() });
  }

  return (
    <Dialog
      open
      size="sm"
      onClose={() => onDone(null)}
      title={pending.purpose === 'sign-in' ? 'Sign in with Google' : 'Confirm your Google account'}
      description="Local test mode: Google's sign-in window is not available offline, so enter the Google account to use."
      initialFocus={emailRef}
      footer={
        <>
          <Button variant="secondary" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Continue
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <Notice tone="info">This account is created in the local Auth emulator only.</Notice>
        <Input
          ref={emailRef}
          label="Google email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          readOnly={pending.purpose === 'reauthenticate' && Boolean(pending.suggestedEmail)}
        />
        <Input label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} optional />
      </form>
    </Dialog>
  );
}

export function useGoogleIdentityPrompt(): GoogleIdentityPrompt {
  const prompt = use(PromptContext);
  if (!prompt) throw new Error('useGoogleIdentityPrompt must be used inside <GoogleIdentityProvider>');
  return prompt;
}
