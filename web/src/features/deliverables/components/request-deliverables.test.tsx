import { deliverableRecord } from '@contracts/__fixtures__/records';
import type { DeliverableRecord } from '@contracts/deliverables';
import type { PackageRecord } from '@contracts/packages';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import { toast } from '@/lib/toast';
import { FakeSession, signedIn } from '@/testing/session';
import type { SubscribeDeliverables } from '../api/use-deliverables';
import type { SubscribePackages } from '../api/use-packages';
import { type DeliverablesRequest, RequestDeliverables } from './request-deliverables';

const api = vi.hoisted(() => ({
  downloadFile: vi.fn<(input: unknown, fileName: string) => Promise<void>>(),
  setPlaySigningCertificate: vi.fn<(input: { requestId: string; sha256: string }) => Promise<string | null>>(),
  exportSigningKey: vi.fn<(input: unknown, reauth: unknown) => Promise<unknown>>(),
}));
vi.mock('@/lib/download-link', () => ({ downloadFile: api.downloadFile }));
vi.mock('../api/set-play-signing-certificate', () => ({ setPlaySigningCertificate: api.setPlaySigningCertificate }));
vi.mock('../api/export-signing-key', () => ({ exportSigningKey: api.exportSigningKey }));

const UPLOAD = 'AB:'.repeat(31) + 'AB';
const PLAY = 'CD:'.repeat(31) + 'CD';
const paid: DeliverablesRequest = {
  id: 'req-1',
  planId: 'aab_bundle',
  paymentStatus: 'paid',
  url: 'https://shop.example.in/start',
};
const building = (kind: 'aab' | 'apk', label: string) => deliverableRecord({ id: kind, kind, label, createdAt: 1 });
const ready = (kind: 'aab' | 'apk', label: string): DeliverableRecord => ({
  ...building(kind, label),
  status: 'ready',
  fileName: `Shop.${kind}`,
  size: kind === 'aab' ? 8397 : 30720,
  packageName: 'in.example.shop',
  versionCode: 4,
  certificateSha256: UPLOAD,
});

/** A live listener the test drives: `push` delivers a new value as the database would. */
function liveDeliverables() {
  let deliver: ((list: DeliverableRecord[]) => void) | null = null;
  const subscribe: SubscribeDeliverables = (_uid, _requestId, onData) => {
    deliver = onData;
    return () => undefined;
  };
  return { subscribe, push: (list: DeliverableRecord[]) => act(() => deliver?.(list)) };
}

function show(request: DeliverablesRequest, packages: PackageRecord[] = []) {
  const live = liveDeliverables();
  const subscribePackages: SubscribePackages = (_uid, onData) => {
    onData(packages);
    return () => undefined;
  };
  render(
    <FakeSession session={signedIn()}>
      <GoogleIdentityProvider>
        <RequestDeliverables
          uid="user-1"
          request={request}
          subscribe={live.subscribe}
          subscribePackages={subscribePackages}
        />
      </GoogleIdentityProvider>
    </FakeSession>,
  );
  return live;
}

/** The upload key's export dialog of a paid AAB request, both key-file passwords typed and the account's given. */
function keyExportFilledIn(accountPassword: string) {
  const live = show(paid);
  live.push([ready('aab', 'App Bundle (AAB) for Google Play')]);
  fireEvent.click(screen.getByRole('button', { name: 'Download upload key' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Download upload key' }));
  for (const label of ['Password for the key file', 'Confirm password']) {
    fireEvent.change(dialog.getByLabelText(label), { target: { value: 'long enough pw' } });
  }
  fireEvent.change(dialog.getByLabelText('Your account password'), { target: { value: accountPassword } });
  return dialog;
}

describe('<RequestDeliverables> (docs/product.md "Deliverables")', () => {
  beforeEach(() => {
    api.downloadFile.mockReset();
    api.setPlaySigningCertificate.mockReset();
    api.exportSigningKey.mockReset();
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it('says an unpaid automatic plan is built on payment, and shows nothing for a support plan', () => {
    show({ ...paid, paymentStatus: 'unpaid' });
    expect(screen.getByText('Your files are built automatically the moment you pay.')).toBeTruthy();
    document.body.innerHTML = '';
    show({ ...paid, planId: 'end_to_end', paymentStatus: 'unpaid' });
    expect(screen.queryByText(/Your files/)).toBeNull();
  });

  it("lists every file support shared on an unpaid request, 'available after payment' where that is the rule", async () => {
    const live = show({ ...paid, planId: 'other', paymentStatus: 'unpaid' });
    const shared = (id: string, label: string, afterPayment: boolean): DeliverableRecord =>
      deliverableRecord({
        id,
        kind: 'file',
        status: 'ready',
        label,
        source: 'support',
        createdAt: 1,
        fileName: `${id}.pdf`,
        size: 2048,
        ...(afterPayment ? { availableAfterPayment: true as const } : {}),
      });
    live.push([shared('mockup', 'Design mockup (PDF)', true), shared('brief', 'Our questions (PDF)', false)]);
    const [mockup, brief] = screen.getAllByTestId('deliverable');
    expect(mockup?.getAttribute('data-status')).toBe('after-payment');
    expect(within(mockup!).getByText('Available after payment')).toBeTruthy();
    expect(within(mockup!).getByText('mockup.pdf · You can download it once the request is paid.')).toBeTruthy();
    expect(within(mockup!).queryByRole('button', { name: 'Download' })).toBeNull();
    fireEvent.click(within(brief!).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(api.downloadFile).toHaveBeenCalledWith({ requestId: 'req-1', deliverableId: 'brief' }, 'brief.pdf'),
    );
  });

  it('follows building -> ready live, with size, package, versionCode and upload certificate', async () => {
    const live = show(paid);
    live.push([]);
    expect(screen.getByText('Preparing your files…')).toBeTruthy();
    live.push([building('aab', 'App Bundle (AAB) for Google Play'), building('apk', 'APK to install and test')]);
    expect(screen.getAllByText('Building…')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Download AAB' })).toBeNull();

    live.push([ready('aab', 'App Bundle (AAB) for Google Play'), ready('apk', 'APK to install and test')]);
    const [aab] = screen.getAllByTestId('deliverable');
    const item = within(aab!);
    expect(item.getByText('Ready')).toBeTruthy();
    expect(item.getByText('8.2 KB')).toBeTruthy();
    expect(item.getByText('in.example.shop')).toBeTruthy();
    expect(item.getByText('4')).toBeTruthy();
    expect(item.getByText(UPLOAD)).toBeTruthy();
    // Beside every download: the abuse report, about this app.
    expect(item.getByRole('link', { name: 'Report abuse' }).getAttribute('href')).toBe(
      '/report-abuse?app=in.example.shop',
    );
    expect(screen.queryAllByRole('link', { name: 'Report abuse' })).toHaveLength(2);

    api.downloadFile.mockResolvedValue();
    fireEvent.click(item.getByRole('button', { name: 'Download AAB' }));
    await waitFor(() =>
      expect(api.downloadFile).toHaveBeenCalledWith({ requestId: 'req-1', deliverableId: 'aab' }, 'Shop.aab'),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Download started.'));
  });

  it('says what failed and that support has been told', async () => {
    const live = show(paid);
    live.push([
      {
        ...building('aab', 'App Bundle (AAB) for Google Play'),
        status: 'failed',
        error: 'We could not build this file from your request: App name is not usable.',
      },
    ]);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(
      screen.getByText(
        'We could not build this file from your request: App name is not usable. Support has been told and will contact you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Upload key')).toBeNull();
  });

  it('toasts a download that failed on the way, and shows nothing inline', async () => {
    const live = show(paid);
    live.push([ready('apk', 'APK to install and test')]);
    api.downloadFile.mockRejectedValue(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download APK' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Download failed. Please try again.'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });

  // docs/product.md §2 "Where refusals appear": the server's "no" under the button, focused, no "try again" toast.
  it("shows the server's refusal of a download under its button, focused, without a toast", async () => {
    const live = show(paid);
    live.push([ready('apk', 'APK to install and test')]);
    const gone = 'This file is not part of your request.';
    api.downloadFile.mockRejectedValue(Object.assign(new Error(gone), { code: 'functions/not-found' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download APK' }));
    const alert = await within(screen.getByTestId('deliverable')).findByTestId('form-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(gone);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('opens a support link in a new tab', () => {
    const live = show({ ...paid, planId: 'publish_2days' });
    live.push([
      deliverableRecord({
        id: 'l1',
        kind: 'link',
        status: 'ready',
        label: 'Your Play listing',
        source: 'support',
        createdAt: 2,
        url: 'https://play.google.com/store/apps/details?id=in.example.shop',
      }),
    ]);
    const link = screen.getByRole('link', { name: /Open link/ });
    expect(link.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=in.example.shop');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the assetlinks.json with the upload key, where to serve it, and adds the Play certificate', async () => {
    const live = show(paid, [
      { packageName: 'in.example.shop', certificateSha256: UPLOAD, lastExportedAt: Date.UTC(2026, 10, 2, 9, 30) },
    ]);
    live.push([ready('aab', 'App Bundle (AAB) for Google Play')]);

    expect(screen.getByText('https://shop.example.in/.well-known/assetlinks.json')).toBeTruthy();
    const json = JSON.parse(screen.getByTestId('assetlinks-json').textContent ?? '');
    expect(json[0].target).toEqual({
      namespace: 'android_app',
      package_name: 'in.example.shop',
      sha256_cert_fingerprints: [UPLOAD],
    });
    expect(screen.getByTestId('key-last-exported').textContent).toMatch(/^Last exported 2 Nov 2026/);

    const field = screen.getByLabelText('Play app-signing certificate SHA-256');
    fireEvent.change(field, { target: { value: 'CD:CD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the file' }));
    expect(
      screen.getByText(
        'Paste the SHA-256 certificate fingerprint: 32 pairs of hex digits (0-9, A-F), with or without colons.',
      ),
    ).toBeTruthy();
    expect(api.setPlaySigningCertificate).not.toHaveBeenCalled();

    api.setPlaySigningCertificate.mockResolvedValue(PLAY);
    fireEvent.change(field, { target: { value: 'cd'.repeat(32) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the file' }));
    await waitFor(() =>
      expect(api.setPlaySigningCertificate).toHaveBeenCalledWith({ requestId: 'req-1', sha256: PLAY }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Play signing certificate saved.'));
  });

  it("shows the server's refusal of the Play certificate by its button, focused; a dropped connection toasts", async () => {
    const live = show(paid);
    live.push([ready('aab', 'App Bundle (AAB) for Google Play')]);
    const refusal = 'This is your upload key. Paste the app-signing certificate Play Console shows.';
    api.setPlaySigningCertificate.mockRejectedValueOnce(
      Object.assign(new Error(refusal), { code: 'functions/invalid-argument' }),
    );
    fireEvent.change(screen.getByLabelText('Play app-signing certificate SHA-256'), {
      target: { value: 'cd'.repeat(32) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the file' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();

    api.setPlaySigningCertificate.mockRejectedValueOnce(
      Object.assign(new Error('internal'), { code: 'functions/internal' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to the file' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save the certificate. Please try again.'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });

  it('says on which hosts the file must be served: every host the app claims as an App Link', () => {
    const live = show(paid);
    live.push([
      {
        ...ready('aab', 'App Bundle (AAB) for Google Play'),
        appLinkHosts: ['shop.example.in', 'example.in', 'www.example.in', 'pay.example-gateway.in'],
      },
    ]);
    const list = screen.getByRole('list', { name: 'Addresses to serve assetlinks.json at' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'https://shop.example.in/.well-known/assetlinks.json',
      'https://example.in/.well-known/assetlinks.json',
      'https://www.example.in/.well-known/assetlinks.json',
      'https://pay.example-gateway.in/.well-known/assetlinks.json',
    ]);
    expect(screen.getByText(/Android 11 and older open your links in the app only when every one/)).toBeTruthy();
  });

  it('lists the Play certificate in the file once the request has it', () => {
    const live = show({ ...paid, playSigningSha256: PLAY });
    live.push([ready('aab', 'App Bundle (AAB) for Google Play')]);
    const json = JSON.parse(screen.getByTestId('assetlinks-json').textContent ?? '');
    expect(json[0].target.sha256_cert_fingerprints).toEqual([UPLOAD, PLAY]);
    expect(screen.getByTestId('key-last-exported').textContent).toBe('Never exported.');
  });

  it('exports the upload key after checking the password twice and the account password', async () => {
    const live = show(paid);
    live.push([ready('aab', 'App Bundle (AAB) for Google Play')]);
    fireEvent.click(screen.getByRole('button', { name: 'Download upload key' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Download upload key' }));
    fireEvent.change(dialog.getByLabelText('Password for the key file'), { target: { value: 'short' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Download key' }));
    expect(dialog.getByText('Use at least 10 characters.')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Password for the key file'), { target: { value: 'long enough pw' } });
    fireEvent.change(dialog.getByLabelText('Confirm password'), { target: { value: 'long enough pw' } });
    fireEvent.change(dialog.getByLabelText('Your account password'), { target: { value: 'sign-in-pw' } });
    api.exportSigningKey.mockResolvedValue({});
    fireEvent.click(dialog.getByRole('button', { name: 'Download key' }));
    await waitFor(() =>
      expect(api.exportSigningKey).toHaveBeenCalledWith(
        { packageName: 'in.example.shop', password: 'long enough pw' },
        { method: 'password', password: 'sign-in-pw' },
      ),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Upload key downloaded. Keep the file and its password safe.'),
    );
    expect(screen.queryByRole('dialog', { name: 'Download upload key' })).toBeNull();
  });

  it("shows the server's refusal of a key export", async () => {
    const dialog = keyExportFilledIn('sign-in-pw');
    api.exportSigningKey.mockRejectedValue(
      Object.assign(new Error('You can export signing keys 5 times a day. Please try again in 3 hours.'), {
        code: 'functions/resource-exhausted',
      }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Download key' }));
    // In the dialog, where the person looks: in view and focused, and no toast besides (docs/product.md §2 "Where
    // refusals appear").
    const alert = await dialog.findByTestId('form-alert');
    expect(alert.textContent).toBe('You can export signing keys 5 times a day. Please try again in 3 hours.');
    // The focus moves in an effect after the text shows.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a key export that failed on the way', async () => {
    const dialog = keyExportFilledIn('sign-in-pw');
    api.exportSigningKey.mockRejectedValue(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Download key' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to export the key: That did not work. Please try again.'),
    );
    expect(dialog.queryByTestId('form-alert')).toBeNull();
  });

  it('says a wrong account password in plain words beside that field, never the provider text', async () => {
    const dialog = keyExportFilledIn('not-my-pw');
    api.exportSigningKey.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Download key' }));
    const accountPassword = dialog.getByLabelText('Your account password');
    await waitFor(() => expect(document.activeElement).toBe(accountPassword));
    expect(toast.error).not.toHaveBeenCalled();
    expect(accountPassword.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByLabelText('Password for the key file').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Download upload key' }).textContent).not.toContain('Firebase');
  });
});
