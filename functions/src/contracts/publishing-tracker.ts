// The publishing tracker (docs/product.md "Publishing"): the steps from a paid publishing request to a live Play
// listing, who acts next at each, and the one state machine the server applies and both the customer's request view
// and the support console render. The server stores only marks (`PublishingTrackerState`); everything shown is
// derived here.

export const PUBLISHING_STEPS = [
  'developer_account',
  'app_created',
  'access_given',
  'listing_ready',
  'preflight_passed',
  'internal_test',
  'closed_test',
  'production_review',
  'live',
] as const;
export type PublishingStepId = (typeof PUBLISHING_STEPS)[number];

/** Play's rule for personal developer accounts created after 13 November 2023: a closed test before production. */
export const CLOSED_TEST_RULE = { testers: 12, days: 14, accountsCreatedAfter: '2023-11-13' } as const;

export type DeveloperAccountType = 'personal' | 'organization';
type StepActor = 'customer' | 'support' | 'google';
export type MarkedBy = 'customer' | 'support' | 'system';

interface StepMark {
  state: 'done' | 'skipped';
  at: number;
  by: MarkedBy;
}

/** `publishing/{uid}/{requestId}/tracker` as stored: the marks, and what some steps need to know. */
export interface PublishingTrackerState {
  steps?: Partial<Record<PublishingStepId, StepMark>>;
  developerAccount?: { type: DeveloperAccountType; createdAfterCutoff: boolean };
  closedTest?: { testers: number; startedAt: number };
  /** The production draft sent for Google's review (support, once the draft is in Play). */
  productionSubmittedAt?: number;
}

export const STEP_LABELS: Readonly<Record<PublishingStepId, string>> = {
  developer_account: 'Developer account',
  app_created: 'App created',
  access_given: 'Access given',
  listing_ready: 'Listing ready',
  preflight_passed: 'Preflight passed',
  internal_test: 'Internal test',
  closed_test: 'Closed test: testers and days',
  production_review: 'Production review',
  live: 'Live',
};

const ACTOR_LABELS: Readonly<Record<'customer' | 'support', Record<StepActor, string>>> = {
  customer: { customer: 'You', support: 'Apkforge support', google: 'Google' },
  support: { customer: 'The customer', support: 'Support (us)', google: 'Google' },
};

/** What the app's own words need: its name, and the service account to invite. */
export interface TrackerContext {
  appName: string;
  serviceAccountEmail: string;
}

interface StepText {
  actor: StepActor;
  customer: string;
  support: string;
}

/** Who acts at a step while it is the current one, and what they do (the customer's words and support's). */
function stepText(step: PublishingStepId, state: PublishingTrackerState, context: TrackerContext): StepText {
  const app = context.appName;
  switch (step) {
    case 'developer_account':
      return {
        actor: 'customer',
        customer:
          'Create your Google Play developer account at play.google.com/console (a one-time US$25 fee paid to Google) and finish Google’s identity check, then tell us whether it is a personal or an organisation account.',
        support: 'Waiting for the customer’s Play developer account. Mark it once they confirm its type.',
      };
    case 'app_created':
      return {
        actor: 'customer',
        customer: `In Play Console choose Create app: name it ${app}, pick your default language, App and Free, accept the declarations and create it.`,
        support: 'Waiting for the customer to create the app in Play Console (we cannot create apps for them).',
      };
    case 'access_given':
      return {
        actor: 'customer',
        customer: `In Play Console open Users and permissions, invite ${context.serviceAccountEmail}, add ${app} under App permissions with the release permissions, send the invitation, then press Connect Play here.`,
        support: `Waiting for the customer to invite ${context.serviceAccountEmail} with release rights; Connect Play checks it.`,
      };
    case 'listing_ready':
      return {
        actor: 'customer',
        customer:
          'Check the store listing below: the texts, your privacy policy URL and 2 to 8 phone screenshots of your app. Save it once it is right.',
        support:
          'Complete the listing with the customer: texts within Play’s limits, privacy policy, 2 to 8 screenshots.',
      };
    case 'preflight_passed':
      return {
        actor: 'support',
        customer:
          'We check your site and listing before anything is uploaded. Each check shows its result and the fix.',
        support: 'Run the preflight and fix, or ask the customer to fix, every check that fails.',
      };
    case 'internal_test':
      return {
        actor: 'support',
        customer: 'We upload your app to Play’s internal testing track, where you can install it from Play.',
        support: 'Upload the app to internal testing.',
      };
    case 'closed_test': {
      const test = state.closedTest;
      const progress = test ? ` So far: ${test.testers} of ${CLOSED_TEST_RULE.testers} testers.` : '';
      return {
        actor: 'customer',
        customer: `Your personal developer account must run a closed test before production: at least ${CLOSED_TEST_RULE.testers} testers opted in for ${CLOSED_TEST_RULE.days} days. Invite them in Play Console (Test and release > Closed testing) and tell us when they have joined.${progress}`,
        support: `Record the closed test's testers and start; it is done at ${CLOSED_TEST_RULE.testers} testers after ${CLOSED_TEST_RULE.days} days.${progress}`,
      };
    }
    case 'production_review':
      return state.productionSubmittedAt
        ? {
            actor: 'google',
            customer:
              'Google is reviewing your release. This usually takes a few days; we tell you when it is approved.',
            support: 'Google is reviewing the release. Mark it approved when Play Console says so.',
          }
        : {
            actor: 'support',
            customer: 'We prepare the production release and send it to Google for review.',
            support: 'Upload a production draft, send it for review in Play Console, then mark it sent.',
          };
    case 'live':
      return {
        actor: 'support',
        customer: 'Approved. We publish the release and tell you the moment your app is live on Google Play.',
        support: 'Publish the approved release and mark the app live.',
      };
  }
}

/** True when Play asks this account for a closed test (unknown accounts are assumed to need one). */
export function closedTestApplies(state: PublishingTrackerState): boolean {
  const account = state.developerAccount;
  return !account || (account.type === 'personal' && account.createdAfterCutoff);
}

/** The first step neither done nor skipped, or null when the app is live. */
export function currentStep(state: PublishingTrackerState): PublishingStepId | null {
  return PUBLISHING_STEPS.find((step) => !state.steps?.[step]) ?? null;
}

type StepViewState = 'done' | 'skipped' | 'current' | 'upcoming';

export interface TrackerStepView {
  id: PublishingStepId;
  label: string;
  state: StepViewState;
  at?: number;
  /** A fact shown under the label (the closed test's progress, a skip's reason). */
  detail?: string;
}

const DAY_MS = 86_400_000;

function closedTestDetail(state: PublishingTrackerState, now: number): string | undefined {
  if (!closedTestApplies(state)) return 'Not needed for this developer account.';
  const test = state.closedTest;
  if (!test) return undefined;
  const day = Math.min(CLOSED_TEST_RULE.days, Math.max(1, Math.floor((now - test.startedAt) / DAY_MS) + 1));
  return `${test.testers} of ${CLOSED_TEST_RULE.testers} testers, day ${day} of ${CLOSED_TEST_RULE.days}`;
}

/** Every step as both sides show it. */
export function trackerView(state: PublishingTrackerState, now: number): TrackerStepView[] {
  const current = currentStep(state);
  return PUBLISHING_STEPS.map((id) => {
    const mark = state.steps?.[id];
    const view: TrackerStepView = {
      id,
      label: STEP_LABELS[id],
      state: mark ? mark.state : id === current ? 'current' : 'upcoming',
    };
    if (mark) view.at = mark.at;
    const detail = id === 'closed_test' ? closedTestDetail(state, now) : undefined;
    if (detail) view.detail = detail;
    return view;
  });
}

export interface NextAction {
  step: PublishingStepId;
  actor: StepActor;
  /** "You", "Apkforge support", "Google" (customer) or "The customer", "Support (us)", "Google" (support). */
  actorLabel: string;
  text: string;
}

/** Who acts next and what they do, in the words of the side that reads it; null once live. */
export function nextAction(
  state: PublishingTrackerState,
  context: TrackerContext,
  audience: 'customer' | 'support',
): NextAction | null {
  const step = currentStep(state);
  if (!step) return null;
  const text = stepText(step, state, context);
  return { step, actor: text.actor, actorLabel: ACTOR_LABELS[audience][text.actor], text: text[audience] };
}
