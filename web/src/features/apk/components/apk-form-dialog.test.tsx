import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { EXTRA_HOST_MESSAGES } from '@contracts/extra-hosts';
import { PACKAGE_MESSAGES, SITE_CONFIRMATION_LABEL } from '@contracts/packages';
import { SITE_IMPORT_MESSAGES, type ImportSiteResult } from '@contracts/site-import';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '@/testing/session';
import { appNameNote } from '../lib/resolve-app-name';
import { ApkFormDialog } from './apk-form-dialog';

const importedSite: ImportSiteResult = {
  url: 'https://shop.example.in/',
  reachable: true,
  name: 'Shop',
  shortName: null,
  themeColor: null,
  backgroundColor: null,
  icon: null,
  iconNote: null,
  packageName: 'in.example.shop.app',
  packageNotice: null,
  siteConfirmedAt: null,
  signInProviders: [],
};

const generation = vi.hoisted(() => ({
  generate: vi.fn(async () => true),
  failure: null as null | { message: string; target: string; refusal: boolean },
}));
/**
 * Renders with the form's typing pause before a site is read (use-site-import.ts, 700 ms) run on a fake clock, then
 * returns to real time: the import has started, and its mocked answer is in, without waiting the pause for real.
 */
async function renderPastTypingPause(ui: ReactElement): Promise<void> {
  vi.useFakeTimers();
  try {
    render(ui);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
  } finally {
    vi.useRealTimers();
  }
}

const siteImport = vi.hoisted(() => ({ importSite: vi.fn() }));
vi.mock('../api/import-site', () => siteImport);
vi.mock('../hooks/use-apk-generation', () => ({
  useApkGeneration: () => ({
    phase: 'idle',
    progress: 0,
    statusText: '',
    detail: generation.failure?.message ?? null,
    failure: generation.failure,
    generate: generation.generate,
    cancel: vi.fn(),
    reset: vi.fn(),
  }),
}));

describe('<ApkFormDialog> (docs/product.md §2, §5, §7)', () => {
  beforeEach(() => {
    generation.generate.mockClear();
    generation.failure = null;
    siteImport.importSite.mockReset();
    siteImport.importSite.mockRejectedValue(new Error('offline'));
  });

  it("is titled 'App Configuration' with the fields and buttons of docs/product.md §2", () => {
    render(
      <ApkFormDialog
        open
        initialUrl="https://shop.example.in"
        user={fakeUser()}
        onClose={vi.fn()}
        onRequireLogin={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'App Configuration' })).toBeTruthy();
    expect((screen.getByLabelText('Website URL') as HTMLInputElement).value).toBe('https://shop.example.in');
    for (const label of [
      'App name (optional)',
      'Contact email (optional)',
      'Phone number (optional)',
      'Other hosts of your app (optional)',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText(/App icon/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate APK' })).toBeTruthy();
  });

  it("warns early that a protected brand's name is refused off its own site, and links the abuse report", () => {
    render(
      <ApkFormDialog
        open
        initialUrl="https://offers.example.in"
        user={fakeUser()}
        onClose={vi.fn()}
        onRequireLogin={vi.fn()}
      />,
    );
    const warning = "Apps named after PhonePe can only be built from PhonePe's own website.";
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.change(screen.getByLabelText('App name (optional)'), { target: { value: 'PhonePe Cashback' } });
    expect(screen.getByText(warning)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://www.phonepe.com' } });
    expect(screen.queryByText(warning)).toBeNull();
    expect(screen.getByRole('link', { name: 'Report abuse' }).getAttribute('href')).toBe('/report-abuse');
  });

  it('requires only the URL', () => {
    render(<ApkFormDialog open initialUrl="" user={fakeUser()} onClose={vi.fn()} onRequireLogin={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid URL.');
    expect(generation.generate).not.toHaveBeenCalled();
  });

  it('sends the docs/api.md body, naming the app after its address when the site cannot be read, saying so', async () => {
    render(
      <ApkFormDialog
        open
        initialUrl="www.my-shop.in"
        user={fakeUser({ displayName: 'Asha' })}
        onClose={vi.fn()}
        onRequireLogin={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Phone number (optional)'), { target: { value: ' 98765 ' } });
    fireEvent.click(screen.getByLabelText(SITE_CONFIRMATION_LABEL));
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    await waitFor(() =>
      expect(generation.generate).toHaveBeenCalledWith({
        url: 'https://www.my-shop.in',
        'app-name': 'My Shop',
        'owner-name': 'Asha',
        'contact-email': 'asha@example.com',
        'phone-number': '98765',
        userId: 'user-1',
        'confirm-site': true,
        'theme-color': '#0a7a5c',
        'background-color': '#ffffff',
      }),
    );
    expect(screen.getByText(appNameNote('My Shop'))).toBeTruthy();
    expect((screen.getByLabelText('App name (optional)') as HTMLInputElement).value).toBe('My Shop');
  });

  // The case: Generate pressed while the site was still being read built "Localhost".
  it("waits for the site's name when Generate is pressed with the name empty, and builds with it", async () => {
    let answer: (result: ImportSiteResult) => void = () => {};
    siteImport.importSite.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(
      <ApkFormDialog
        open
        initialUrl="http://localhost:4173"
        user={fakeUser()}
        onClose={vi.fn()}
        onRequireLogin={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByLabelText(SITE_CONFIRMATION_LABEL));
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    expect(await screen.findByText("Reading your site's name before building…")).toBeTruthy();
    expect(generation.generate).not.toHaveBeenCalled();
    answer({ ...importedSite, url: 'http://localhost:4173/', name: 'Masala Dosa Corner' });
    await waitFor(() =>
      expect(generation.generate).toHaveBeenCalledWith(expect.objectContaining({ 'app-name': 'Masala Dosa Corner' })),
    );
    expect(siteImport.importSite).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal beside the control it concerns and moves the focus there, without a toast", async () => {
    generation.failure = {
      message: 'Icon too large. Please upload an image of at most 2048x2048 pixels.',
      target: 'icon',
      refusal: true,
    };
    render(
      <ApkFormDialog open initialUrl="https://shop.in" user={fakeUser()} onClose={vi.fn()} onRequireLogin={vi.fn()} />,
    );
    const alert = await screen.findByText('Icon too large. Please upload an image of at most 2048x2048 pixels.');
    expect(alert.getAttribute('role')).toBe('alert');
    const iconInput = document.querySelector<HTMLInputElement>('.icon-picker .btn-file__input');
    await waitFor(() => expect(document.activeElement).toBe(iconInput));
    expect(iconInput?.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refusal of the whole form (the hourly limit) in view at the end of the form, focused', async () => {
    generation.failure = {
      message: 'You have reached the limit of 10 free builds per hour. Please try again in 12 minutes.',
      target: 'form',
      refusal: true,
    };
    render(
      <ApkFormDialog open initialUrl="https://shop.in" user={fakeUser()} onClose={vi.fn()} onRequireLogin={vi.fn()} />,
    );
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toContain('You have reached the limit of 10 free builds per hour.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('sends the app options and previews the icon and launch screen live', async () => {
    render(
      <ApkFormDialog open initialUrl="https://shop.in" user={fakeUser()} onClose={vi.fn()} onRequireLogin={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('App name (optional)'), { target: { value: 'zen shop' } });
    fireEvent.change(screen.getByLabelText('Theme colour'), { target: { value: '#ffee00' } });
    fireEvent.change(screen.getByLabelText('Splash background'), { target: { value: '#101010' } });
    const preview = screen.getByLabelText('Preview of your app');
    const letters = [...preview.querySelectorAll<HTMLElement>('.app-preview__icon')];
    expect(letters.map((icon) => icon.textContent)).toEqual(['Z', 'Z']);
    // A light theme colour gets dark ink, as the engine's letter icon does.
    expect(letters[0]!.style.color).toBe('rgb(31, 31, 31)');
    expect(preview.querySelector<HTMLElement>('.app-preview__phone')!.style.background).toBe('rgb(16, 16, 16)');
    fireEvent.change(screen.getByLabelText('Orientation'), { target: { value: 'portrait' } });
    fireEvent.click(screen.getByLabelText('Microphone'));
    fireEvent.change(screen.getByLabelText('Version name (optional)'), { target: { value: ' 2.0 ' } });
    fireEvent.click(screen.getByLabelText('Pull down to refresh (at the top of a page)'));
    fireEvent.change(screen.getByLabelText('Other hosts of your app (optional)'), {
      target: { value: 'Pay.Example-Gateway.in\nhttps://kyc.example.com/' },
    });
    fireEvent.click(screen.getByLabelText(SITE_CONFIRMATION_LABEL));
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    await waitFor(() => expect(generation.generate).toHaveBeenCalled());
    expect(generation.generate).toHaveBeenCalledWith(
      expect.objectContaining({
        'theme-color': '#ffee00',
        'background-color': '#101010',
        orientation: 'portrait',
        permissions: { camera: false, microphone: true, location: false },
        'version-name': '2.0',
        'extra-hosts': ['pay.example-gateway.in', 'kyc.example.com'],
        'pull-to-refresh': false,
      }),
    );
  });

  it('refuses an extra host the server would refuse, naming it beside the field, before sending anything', async () => {
    render(
      <ApkFormDialog open initialUrl="https://shop.in" user={fakeUser()} onClose={vi.fn()} onRequireLogin={vi.fn()} />,
    );
    const hosts = screen.getByLabelText('Other hosts of your app (optional)');
    fireEvent.click(screen.getByLabelText(SITE_CONFIRMATION_LABEL));
    for (const [typed, message] of [
      ['pay.example.com\naccounts.google.com', EXTRA_HOST_MESSAGES.identityProvider('accounts.google.com')],
      ['10.0.0.7', EXTRA_HOST_MESSAGES.ipAddress('10.0.0.7')],
      ['http://pay.example.com', EXTRA_HOST_MESSAGES.notHttps('http://pay.example.com')],
      [Array.from({ length: 11 }, (_, i) => `h${i}.example.com`).join('\n'), EXTRA_HOST_MESSAGES.tooMany],
    ]) {
      fireEvent.change(hosts, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(hosts.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(hosts));
    }
    expect(generation.generate).not.toHaveBeenCalled();
    // Typing again clears the error; none listed sends none.
    fireEvent.change(hosts, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    await waitFor(() => expect(generation.generate).toHaveBeenCalled());
    expect(generation.generate).toHaveBeenCalledWith(expect.not.objectContaining({ 'extra-hosts': expect.anything() }));
  });

  it('shows why a package name is refused and asks for the site confirmation, focusing each, before sending anything', async () => {
    render(
      <ApkFormDialog open initialUrl="https://shop.in" user={fakeUser()} onClose={vi.fn()} onRequireLogin={vi.fn()} />,
    );
    const packageField = screen.getByLabelText('Package name (optional)');
    fireEvent.change(packageField, { target: { value: 'com.example.shop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Package names starting with com.example. are reserved. Google Play does not accept them.',
    );
    expect(packageField.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(packageField);

    fireEvent.change(packageField, { target: { value: ' in.shop.app ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    expect(screen.getByRole('alert').textContent).toBe(PACKAGE_MESSAGES.confirmationRequired);
    expect(document.activeElement).toBe(screen.getByLabelText(SITE_CONFIRMATION_LABEL));
    expect(generation.generate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText(SITE_CONFIRMATION_LABEL));
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    await waitFor(() =>
      expect(generation.generate).toHaveBeenCalledWith(
        expect.objectContaining({ 'package-name': 'in.shop.app', 'confirm-site': true }),
      ),
    );
  });

  it('sends signed-out visitors to log in', () => {
    const onRequireLogin = vi.fn();
    render(
      <ApkFormDialog
        open
        initialUrl="https://shop.example.in"
        user={null}
        onClose={vi.fn()}
        onRequireLogin={onRequireLogin}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    expect(onRequireLogin).toHaveBeenCalled();
    expect(generation.generate).not.toHaveBeenCalled();
  });

  it('prefills the name and icon from the site, keeps what the owner types, and knows a confirmed package', async () => {
    const result: ImportSiteResult = {
      url: 'https://shop.example.in/',
      reachable: true,
      name: 'Asha Kitchen',
      shortName: null,
      themeColor: '#00aa77',
      backgroundColor: null,
      icon: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', width: 512, height: 512, source: 'https://x/i.png' },
      iconNote: null,
      signInProviders: [],
      packageName: 'in.example.shop.app.uabcdefgh',
      packageNotice: 'in.example.shop.app is already used by another Apkforge account, so ...',
      siteConfirmedAt: Date.UTC(2026, 0, 5),
    };
    siteImport.importSite.mockResolvedValue(result);
    await renderPastTypingPause(
      <ApkFormDialog
        open
        initialUrl="https://shop.example.in"
        user={fakeUser()}
        onClose={vi.fn()}
        onRequireLogin={vi.fn()}
      />,
    );
    const appName = screen.getByLabelText('App name (optional)') as HTMLInputElement;
    expect(appName.value).toBe('Asha Kitchen');
    expect(siteImport.importSite).toHaveBeenCalledWith('https://shop.example.in');
    expect(screen.getByAltText('App icon preview').getAttribute('src')).toBe(result.icon!.dataUrl);
    expect(screen.getByText(result.packageNotice!)).toBeTruthy();
    expect(screen.getByText('Filled in from your site. Change anything you like.')).toBeTruthy();
    // Confirmed before for this package: no checkbox, the build goes without asking again.
    expect(screen.queryByLabelText(SITE_CONFIRMATION_LABEL)).toBeNull();
    fireEvent.change(appName, { target: { value: 'My Kitchen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate APK' }));
    await waitFor(() => expect(generation.generate).toHaveBeenCalled());
    expect(generation.generate).toHaveBeenCalledWith(
      expect.objectContaining({ 'app-name': 'My Kitchen', 'app-icon': result.icon!.dataUrl, 'confirm-site': false }),
    );
    // Another package id is another confirmation.
    fireEvent.change(screen.getByLabelText('Package name (optional)'), { target: { value: 'in.asha.kitchen' } });
    expect(screen.getByLabelText(SITE_CONFIRMATION_LABEL)).toBeTruthy();
  });

  it('says why a site cannot give its icon, and does not read sites for signed-out visitors', async () => {
    siteImport.importSite.mockResolvedValue({
      url: 'https://vector.example.in/',
      reachable: true,
      name: 'Vector',
      shortName: null,
      themeColor: null,
      backgroundColor: null,
      icon: null,
      iconNote: SITE_IMPORT_MESSAGES.svgOnly,
      signInProviders: ['google', 'facebook'],
      packageName: 'in.example.vector.app',
      packageNotice: null,
      siteConfirmedAt: null,
    } satisfies ImportSiteResult);
    const dialog = (user: ReturnType<typeof fakeUser> | null) => (
      <ApkFormDialog open initialUrl="vector.example.in" user={user} onClose={vi.fn()} onRequireLogin={vi.fn()} />
    );
    await renderPastTypingPause(dialog(fakeUser()));
    expect(screen.getByText(new RegExp(SITE_IMPORT_MESSAGES.svgOnly.slice(0, 30)))).toBeTruthy();
    // Its sign-in buttons open in the browser inside the app: the owner is told before building.
    expect(screen.getByText(SITE_IMPORT_MESSAGES.signIn(['google', 'facebook']))).toBeTruthy();
    cleanup();
    siteImport.importSite.mockClear();
    // Long past the pause, a signed-out visitor's address was never sent.
    await renderPastTypingPause(dialog(null));
    expect(siteImport.importSite).not.toHaveBeenCalled();
  });
});
