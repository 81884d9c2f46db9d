import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useGoogleIdentityPrompt } from '@/components/google-identity-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { GoogleMark } from '@/components/ui/icons';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { GoogleSignInCancelled } from '@/lib/auth/google';
import { toast } from '@/lib/toast';
import { sendPasswordReset } from '../api/send-password-reset';
import { googleSignIn } from '../api/sign-in-with-google';
import { UnverifiedEmailError, signInWithPassword } from '../api/sign-in-with-password';
import { signUp } from '../api/sign-up';
import { describeAuthError } from '@/lib/auth/auth-error-message';
import { landingPath } from '@/lib/auth/support-claim';
import { authMessages } from '../lib/auth-messages';
import { type AuthField, type AuthFormValues, type AuthMode, validateAuthForm } from '../lib/validate-auth-form';
import './login-form.css';

const titles: Record<AuthMode, { title: string; subtitle: string; submit: string }> = {
  login: { title: 'Welcome back', subtitle: 'Log in to build, download and track your Android apps.', submit: 'Login' },
  signup: {
    title: 'Create your account',
    subtitle: 'Free to start. Verify your email, then build your first app.',
    submit: 'Sign Up',
  },
  reset: {
    title: 'Reset your password',
    subtitle: 'We will email you a link to choose a new password.',
    submit: 'Send Reset Email',
  },
};

export interface LoginFormProps {
  mode: AuthMode;
  /** The password was right but the email is not verified: the account stays signed in, and the page says what next. */
  onUnverified?: () => void;
}

export function LoginForm({ mode, onUnverified }: LoginFormProps) {
  const navigate = useNavigate();
  const promptGoogleIdentity = useGoogleIdentityPrompt();
  const [values, setValues] = useState<AuthFormValues>({ email: '', password: '', confirmPassword: '' });
  const [fieldError, setFieldError] = useState<{ field: AuthField; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const copy = titles[mode];

  const set = (field: AuthField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (fieldError?.field === field) setFieldError(null);
  };

  /** docs/product.md §8 keeps the toast; it says what the provider meant, and so does the field it concerns (or the form). */
  function showFailure(error: unknown) {
    const meaning = describeAuthError(error);
    toast.error(meaning.message);
    const field = meaning.field && (mode !== 'reset' || meaning.field === 'email') ? meaning.field : null;
    if (field) {
      setFieldError({ field, message: meaning.message });
      refs[field].current?.focus();
    } else {
      setFormError(meaning.message);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const invalid = validateAuthForm(mode, values);
    setFieldError(invalid);
    if (invalid) {
      refs[invalid.field].current?.focus();
      return;
    }
    setBusy('form');
    try {
      if (mode === 'login') {
        const uid = await signInWithPassword(values.email, values.password);
        toast.success(authMessages.loginSuccess);
        void navigate(await landingPath(uid), { replace: true });
      } else if (mode === 'signup') {
        await signUp(values.email, values.password);
        toast.success(authMessages.signupSuccess);
        setValues((current) => ({ ...current, password: '', confirmPassword: '' }));
        void navigate({ pathname: paths.login, search: '' }, { replace: true });
      } else {
        await sendPasswordReset(values.email);
        toast.success(authMessages.resetSent);
        void navigate({ pathname: paths.login, search: '' }, { replace: true });
      }
    } catch (error) {
      if (error instanceof UnverifiedEmailError) {
        if (onUnverified) onUnverified();
        else setFormError(authMessages.unverified);
      } else showFailure(error);
    } finally {
      setBusy(null);
    }
  }

  async function google() {
    setFormError(null);
    setBusy('google');
    try {
      const uid = await googleSignIn(promptGoogleIdentity);
      toast.success(authMessages.googleSuccess);
      void navigate(await landingPath(uid), { replace: true });
    } catch (error) {
      if (error instanceof GoogleSignInCancelled) return;
      if (error instanceof UnverifiedEmailError) setFormError(authMessages.unverifiedGoogle);
      else showFailure(error);
    } finally {
      setBusy(null);
    }
  }

  const errorFor = (field: AuthField) => (fieldError?.field === field ? fieldError.message : null);

  return (
    <div className="login-form">
      <h1 className="login-form__title">{copy.title}</h1>
      <p className="login-form__subtitle">{copy.subtitle}</p>
      {formError ? (
        <div className="login-form__notice">
          <FormAlert message={formError} tone="warning" />
        </div>
      ) : null}
      <form className="login-form__fields" onSubmit={submit} noValidate aria-label={copy.title}>
        <Input
          ref={refs.email}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
          error={errorFor('email')}
        />
        {mode !== 'reset' ? (
          <Input
            ref={refs.password}
            label="Password"
            type="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={set('password')}
            error={errorFor('password')}
            hint={mode === 'signup' ? 'At least 6 characters.' : undefined}
          />
        ) : null}
        {mode === 'signup' ? (
          <Input
            ref={refs.confirmPassword}
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errorFor('confirmPassword')}
          />
        ) : null}
        {mode === 'login' ? (
          <div className="login-form__row-end">
            <Link to={{ search: '?mode=reset' }} replace>
              Forgot Password?
            </Link>
          </div>
        ) : null}
        <Button type="submit" size="lg" block loading={busy === 'form'} disabled={busy !== null}>
          {copy.submit}
        </Button>
      </form>
      {mode === 'login' ? (
        <>
          <div className="login-form__divider">
            <span>or</span>
          </div>
          <Button
            variant="secondary"
            size="lg"
            block
            onClick={google}
            loading={busy === 'google'}
            disabled={busy !== null}
            icon={<GoogleMark />}
          >
            Sign in with Google
          </Button>
        </>
      ) : null}
      <p className="login-form__switch">
        {mode === 'login' ? (
          <>
            Don&apos;t have an account?{' '}
            <Link to={{ search: '?mode=signup' }} replace>
              Sign Up
            </Link>
          </>
        ) : mode === 'signup' ? (
          <>
            Already have an account?{' '}
            <Link to={{ search: '' }} replace>
              Login
            </Link>
          </>
        ) : (
          <>
            Remembered it?{' '}
            <Link to={{ search: '' }} replace>
              Back to Login
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
