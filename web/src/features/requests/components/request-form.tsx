import {
  APP_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  REQUEST_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@contracts/limits';
import { pullToRefreshOf, type RequestInput } from '@contracts/request-input';
import { type FormEvent, useRef, useState } from 'react';
import { ExtraHostsField } from '@/components/extra-hosts-field';
import { IconPicker } from '@/components/icon-picker';
import { PullToRefreshField } from '@/components/pull-to-refresh-field';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/lib/auth/session';
import { refusalOrToast } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import type { Plan } from '@contracts/plans';
import { createRequest } from '../api/create-request';
import { useQueuedSubmit } from '../hooks/use-queued-submit';
import { requestMessages } from '../lib/request-messages';
import { describeSubmitFailure } from '../lib/submit-failure';
import {
  type RequestField,
  type RequestFormValues,
  toRequestInput,
  validateRequestForm,
} from '../lib/validate-request';
import { PlanPicker } from './plan-picker';
import './request-form.css';

export interface RequestFormProps {
  user: SessionUser;
  plans: { data?: Plan[]; error?: unknown; isLoading: boolean };
  submit?: typeof createRequest;
  /** A plan chosen before signing in ("Get Started" on a plan card): preselected. */
  initialPlanId?: string;
  /** The server took the request (now, or once the connection returned): its id and plan. */
  onSubmitted?: (requestId: string, plan: Plan | undefined) => void;
}

const emptyValues = (email: string): RequestFormValues => ({
  url: 'https://',
  appName: '',
  email,
  phone: '',
  description: '',
  extraInstructions: '',
  extraHosts: '',
  pullToRefresh: true,
});

function defaultPlanId(plans: Plan[] | undefined): string {
  return plans?.find((plan) => plan.popular)?.id ?? plans?.[0]?.id ?? '';
}

const valuesOf = (input: RequestInput): RequestFormValues => ({
  url: input.url,
  appName: input.appName,
  email: input.email,
  phone: input.phone,
  description: input.description,
  extraInstructions: input.extraInstructions,
  // Kept before the field existed: none.
  extraHosts: (input.extraHosts ?? []).join('\n'),
  // Kept before the option existed: on, as the server reads it.
  pullToRefresh: pullToRefreshOf(input.pullToRefresh) ?? true,
});

export function RequestForm({ user, plans, submit = createRequest, initialPlanId, onSubmitted }: RequestFormProps) {
  const queue = useQueuedSubmit(user.uid, submit, {
    onSent: (requestId, input) => {
      toast.success(requestMessages.submitted);
      setValues(emptyValues(user.email ?? ''));
      setIcon('');
      onSubmitted?.(
        requestId,
        plans.data?.find((candidate) => candidate.id === input.planId),
      );
    },
    onFailed: (failure) => refused(failure),
  });
  // A request kept while offline (also before a reload) fills the form until it is sent.
  const [values, setValues] = useState<RequestFormValues>(() =>
    queue.pending ? valuesOf(queue.pending) : emptyValues(user.email ?? ''),
  );
  const [icon, setIcon] = useState(() => queue.pending?.iconDataUrl ?? '');
  const [chosenPlan, setChosenPlan] = useState<string | null>(() => queue.pending?.planId ?? initialPlanId ?? null);
  const [error, setError] = useState<{ field: RequestField; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const appNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const instructionsRef = useRef<HTMLTextAreaElement>(null);
  const hostsRef = useRef<HTMLTextAreaElement>(null);
  const pullToRefreshRef = useRef<HTMLInputElement>(null);
  const focusField = (field: RequestField) => {
    const control = {
      url: urlRef,
      appName: appNameRef,
      email: emailRef,
      phone: phoneRef,
      description: descriptionRef,
      extraInstructions: instructionsRef,
      extraHosts: hostsRef,
      pullToRefresh: pullToRefreshRef,
    }[field as keyof RequestFormValues];
    control?.current?.focus();
  };
  const planId = chosenPlan ?? defaultPlanId(plans.data);
  const plan = plans.data?.find((candidate) => candidate.id === planId);

  const set = (field: Exclude<keyof RequestFormValues, 'pullToRefresh'>) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (error?.field === field) setError(null);
  };
  const errorFor = (field: RequestField) => (error?.field === field ? error.message : null);
  const choosePlan = (id: string) => {
    setChosenPlan(id);
    if (error?.field === 'planId') setError(null);
  };
  const chooseIcon = (dataUrl: string) => {
    setIcon(dataUrl);
    if (error?.field === 'iconDataUrl') setError(null);
  };

  /** The server said no: beside the field it names, else in the form by the button (docs/product.md §2). */
  function refused(failure: unknown) {
    const described = describeSubmitFailure(failure);
    if (described.kind === 'field') {
      // The server refused a field with the same words the form uses: show them beside it.
      setError({ field: described.field, message: described.message });
      focusField(described.field);
    } else if (described.kind === 'quota') {
      // A limit no retry changes: the server's sentence where the person looks, no toast.
      setFormError(described.message);
    } else {
      // Any other refusal (a revoked account, a plan no longer offered) by the button, no toast; only a failure on
      // the way toasts "Failed to submit request. Please try again." (lib/report-failure.ts).
      const refusal = refusalOrToast(failure, requestMessages.submitFailed);
      if (refusal) setFormError(refusal.message);
      else console.warn('request submission failed', failure);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // The one shared definition (contracts/request-input.ts): what passes here passes createRequest.
    const input = toRequestInput(values, planId, icon);
    const invalid = validateRequestForm(input, plans.data?.map((candidate) => candidate.id) ?? []);
    setError(invalid);
    if (invalid) {
      focusField(invalid.field);
      return;
    }
    setBusy(true);
    try {
      const result = await queue.send(input);
      // Offline: the form keeps what was typed, and the request goes when the connection returns (onSent).
      if (result.kind === 'sent') {
        toast.success(requestMessages.submitted);
        setValues(emptyValues(user.email ?? ''));
        setIcon('');
        onSubmitted?.(result.requestId, plan);
      }
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="request-form" onSubmit={onSubmit} noValidate aria-labelledby="request-form-title">
      <div>
        <h2 className="request-form__title" id="request-form-title">
          Submit a new app request
        </h2>
        <p className="request-form__subtitle">
          Our team builds, signs and (on publishing plans) ships your app to the stores.
        </p>
      </div>
      <Input
        ref={urlRef}
        label="Website URL"
        type="url"
        inputMode="url"
        value={values.url}
        onChange={set('url')}
        error={errorFor('url')}
        maxLength={URL_MAX_LENGTH}
        required
      />
      <Input
        ref={appNameRef}
        label="App name"
        value={values.appName}
        onChange={set('appName')}
        error={errorFor('appName')}
        maxLength={APP_NAME_MAX_LENGTH}
        required
      />
      <div className="request-form__pair">
        <Input
          ref={emailRef}
          label="Contact email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errorFor('email')}
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <Input
          ref={phoneRef}
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errorFor('phone')}
          optional
          maxLength={PHONE_MAX_LENGTH}
        />
      </div>
      <IconPicker
        label="App icon"
        value={icon}
        onChange={chooseIcon}
        recommendedSide={512}
        disabled={busy}
        error={errorFor('iconDataUrl')}
      />
      <Textarea
        ref={descriptionRef}
        label="Description"
        rows={3}
        value={values.description}
        onChange={set('description')}
        error={errorFor('description')}
        maxLength={REQUEST_TEXT_MAX_LENGTH}
        placeholder="What does your app do, and who is it for?"
      />
      <Textarea
        ref={instructionsRef}
        label="Extra instructions"
        rows={3}
        value={values.extraInstructions}
        onChange={set('extraInstructions')}
        error={errorFor('extraInstructions')}
        maxLength={REQUEST_TEXT_MAX_LENGTH}
        placeholder="Colours, splash screen, store listing notes..."
      />
      <ExtraHostsField
        ref={hostsRef}
        value={values.extraHosts}
        onChange={(value) => set('extraHosts')({ target: { value } })}
        error={errorFor('extraHosts')}
        disabled={busy}
      />
      <PullToRefreshField
        ref={pullToRefreshRef}
        checked={values.pullToRefresh}
        onChange={(pullToRefresh) => setValues((current) => ({ ...current, pullToRefresh }))}
        error={errorFor('pullToRefresh')}
        disabled={busy}
      />
      {plans.isLoading ? (
        <div className="request-form__plans-state">
          <Spinner size={18} /> Loading plans
        </div>
      ) : plans.error || !plans.data?.length ? (
        <Notice tone="danger">We couldn&apos;t load the plans. Refresh the page to try again.</Notice>
      ) : (
        <PlanPicker
          plans={plans.data}
          value={planId}
          onChange={choosePlan}
          disabled={busy}
          error={errorFor('planId')}
        />
      )}
      {queue.pending ? (
        <Notice tone="info" title={queue.online ? 'Sending your request…' : 'Kept on this device'}>
          <span role="status" data-testid="request-pending">
            {queue.online
              ? 'The connection is back: your request is being sent.'
              : 'You are offline. Your request is kept here and sent as soon as the connection returns.'}
          </span>
        </Notice>
      ) : null}
      {formError ? <FormAlert message={formError} /> : null}
      <Button type="submit" size="lg" block loading={busy || queue.resending} disabled={!plan}>
        Submit request
      </Button>
    </form>
  );
}
