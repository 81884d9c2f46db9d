import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { VERIFICATION_COUNTRIES_TEXT, VERIFICATION_TOKEN_HELP } from '@contracts/developer-verification';
import { PLAY_SIGNER_TEXT } from '@contracts/key-lifecycle';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import { toast } from '@/lib/toast';
import { FakeSession, signedIn } from '@/testing/session';
import type { AppPackage } from '../api/use-app-packages';
import { toAppPackages } from '../api/use-app-packages';
import { AppKeysCard } from './app-keys-card';
import { AppUpdatesCard } from './app-updates-card';

const actions = vi.hoisted(() => ({
  rebuildApp: vi.fn(),
  setPackageSigner: vi.fn(),
  exportKeyForPlay: vi.fn(),
  downloadVerificationProof: vi.fn(),
}));
const live = vi.hoisted(() => ({ value: [] as AppPackage[] }));
vi.mock('../api/app-key-actions', () => actions);
vi.mock('../api/use-app-packages', async (original) => ({
  ...(await original<typeof import('../api/use-app-packages')>()),
  useAppPackages: () => ({ status: 'ready', value: live.value }),
}));

const SHA = 'AB:'.repeat(31) + 'AB';
const UPLOAD = 'CD:'.repeat(31) + 'CD';
const app = (fields: Partial<AppPackage> = {}): AppPackage => ({
  packageName: 'in.example.shop',
  certificateSha256: SHA,
  signer: null,
  uploadCertificateSha256: null,
  lineageSha256: [],
  rotatedAt: null,
  shellVersion: null,
  update: null,
  ...fields,
});

function show(node: React.ReactNode) {
  render(
    <FakeSession session={signedIn()}>
      <GoogleIdentityProvider>{node}</GoogleIdentityProvider>
    </FakeSession>,
  );
}

beforeEach(() => {
  for (const action of Object.values(actions)) action.mockReset();
  vi.restoreAllMocks();
});

const refusedWith = (message: string, code = 'failed-precondition') =>
  Object.assign(new Error(message), { code: `functions/${code}` });
// How a callable reports a connection that dropped: a bare code, no sentence.
const offline = () => Object.assign(new Error('internal'), { code: 'functions/internal' });
const marked = () =>
  app({
    update: {
      campaignId: 'shell-2026-11',
      shellVersion: '2026.11',
      targetSdk: 36,
      whatChanged: 'Faster start.',
      status: 'available',
      markedAt: 1,
    },
  });

async function expectInlineRefusal(message: string) {
  const alert = await screen.findByTestId('form-alert');
  expect(alert.getAttribute('role')).toBe('alert');
  expect(alert.textContent).toBe(message);
  await waitFor(() => expect(document.activeElement).toBe(alert));
  expect(toast.error).not.toHaveBeenCalled();
}

describe('<AppUpdatesCard> (docs/product.md "Apps kept current")', () => {
  it("shows each marked app with its badge, what changed and Play's deadline, and rebuilds in one click", async () => {
    live.value = [
      app({
        update: {
          campaignId: 'shell-2026-11',
          shellVersion: '2026.11',
          targetSdk: 36,
          whatChanged: 'Faster start.',
          requiredBy: '2027-08-31',
          status: 'available',
          markedAt: 1,
        },
      }),
      app({ packageName: 'in.example.current' }),
    ];
    actions.rebuildApp.mockResolvedValue({ versionCode: 4 });
    show(<AppUpdatesCard />);
    const rows = screen.getAllByTestId('app-update');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Update available')).toBeTruthy();
    expect(within(rows[0]!).getByText('Google Play requires target API 36 for updates from 2027-08-31.')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Rebuild with the same key' }));
    await waitFor(() => expect(actions.rebuildApp).toHaveBeenCalledWith({ packageName: 'in.example.shop' }));
  });

  it('shows nothing when every app is current', () => {
    live.value = [app()];
    show(<AppUpdatesCard />);
    expect(screen.queryByRole('region', { name: 'App updates' })).toBeNull();
  });
});

describe('<AppKeysCard> (docs/product.md "Keys that last")', () => {
  it('offers both Play signers with their consequences, the verification facts and the countries', () => {
    live.value = [app({ signer: 'own', uploadCertificateSha256: UPLOAD })];
    show(<AppKeysCard />);
    expect(screen.getByRole('radio', { name: new RegExp(PLAY_SIGNER_TEXT.play.label) })).toBeTruthy();
    const own = screen.getByRole('radio', { name: new RegExp(PLAY_SIGNER_TEXT.own.label) }) as HTMLInputElement;
    expect(own.checked).toBe(true);
    expect(screen.getByText(PLAY_SIGNER_TEXT.own.consequence)).toBeTruthy();
    expect(screen.getByText(VERIFICATION_COUNTRIES_TEXT)).toBeTruthy();
    expect(screen.getAllByText(SHA).length).toBeGreaterThan(0);
    expect(screen.getAllByText(UPLOAD).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Play encryption key')).toBeTruthy();
  });

  it('refuses a token of the wrong shape before asking the server, then downloads the proof', async () => {
    live.value = [app()];
    show(<AppKeysCard />);
    const token = screen.getByLabelText('Verification token');
    fireEvent.change(token, { target: { value: 'two words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download verification APK' }));
    expect(await screen.findByText(VERIFICATION_TOKEN_HELP)).toBeTruthy();
    expect(actions.downloadVerificationProof).not.toHaveBeenCalled();
    fireEvent.change(token, { target: { value: 'Tok3n-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download verification APK' }));
    await waitFor(() =>
      expect(actions.downloadVerificationProof).toHaveBeenCalledWith({
        packageName: 'in.example.shop',
        token: 'Tok3n-12345',
      }),
    );
  });

  it("shows the server's refusal of the proof by its button, focused", async () => {
    live.value = [app()];
    const refusal = 'This token is not for in.example.shop. Copy the token Play Console shows for this app.';
    actions.downloadVerificationProof.mockRejectedValueOnce(
      Object.assign(new Error(refusal), { code: 'functions/invalid-argument' }),
    );
    show(<AppKeysCard />);
    fireEvent.change(screen.getByLabelText('Verification token'), { target: { value: 'Tok3n-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download verification APK' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('reads the lineage however the database hands the list back', () => {
    const [parsed] = toAppPackages({
      'in,example,shop': { packageName: 'in.example.shop', certificateSha256: SHA, lineageSha256: { 0: 'A', 1: 'B' } },
      'in,example,none': { packageName: 'in.example.none' },
    });
    expect(parsed).toMatchObject({ packageName: 'in.example.shop', lineageSha256: ['A', 'B'] });
  });
});

// docs/product.md §2 "Where refusals appear": the server's "no" beside the button, focused; a toast only for the way.
describe('Your apps: refusals inline, failures on the way in a toast', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'error');
  });

  it("shows a rebuild's refusal under its button, focused, without a toast", async () => {
    live.value = [marked()];
    const refusal = 'This account can no longer build or download apps because it was reported for abuse.';
    actions.rebuildApp.mockRejectedValueOnce(refusedWith(refusal, 'permission-denied'));
    show(<AppUpdatesCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Rebuild with the same key' }));
    await expectInlineRefusal(refusal);
  });

  it('toasts a rebuild that failed on the way, and shows nothing inline', async () => {
    live.value = [marked()];
    actions.rebuildApp.mockRejectedValueOnce(offline());
    show(<AppUpdatesCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Rebuild with the same key' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to rebuild: That did not work. Please try again.'),
    );
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });

  it("shows the Play signer's refusal by its button without a toast; a dropped connection toasts", async () => {
    live.value = [app()];
    const refusal = 'Choose who signs this app before its first App Bundle.';
    actions.setPackageSigner.mockRejectedValueOnce(refusedWith(refusal));
    show(<AppKeysCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Save choice' }));
    await expectInlineRefusal(refusal);

    actions.setPackageSigner.mockRejectedValueOnce(offline());
    fireEvent.click(screen.getByRole('button', { name: 'Save choice' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save the choice: That did not work. Please try again.'),
    );
    await waitFor(() => expect(screen.queryByTestId('form-alert')).toBeNull());
  });

  it("shows the proof's refusal without a toast; a dropped connection toasts", async () => {
    live.value = [app()];
    const refusal = 'You can build 10 verification APKs a day. Please try again tomorrow.';
    actions.downloadVerificationProof.mockRejectedValueOnce(refusedWith(refusal, 'resource-exhausted'));
    show(<AppKeysCard />);
    fireEvent.change(screen.getByLabelText('Verification token'), { target: { value: 'Tok3n-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download verification APK' }));
    await expectInlineRefusal(refusal);

    actions.downloadVerificationProof.mockRejectedValueOnce(offline());
    fireEvent.click(screen.getByRole('button', { name: 'Download verification APK' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to build the verification APK: That did not work. Please try again.',
      ),
    );
  });
});
