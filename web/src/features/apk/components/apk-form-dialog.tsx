import type { BuildRequestBody } from '@contracts/builds';
import {
  APK_ICON_RECOMMENDED_SIDE,
  APP_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@contracts/limits';
import {
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_THEME_COLOR,
  type AppPermission,
  type Orientation,
} from '@contracts/app-options';
import { packageNameProblem } from '@contracts/package-name';
import { PACKAGE_MESSAGES } from '@contracts/packages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ExtraHostsField, readExtraHosts } from '@/components/extra-hosts-field';
import { IconPicker } from '@/components/icon-picker';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { DownloadIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { Progress } from '@/components/ui/progress';
import type { SessionUser } from '@/lib/auth/session';
import { appNameFromUrl, normalizeWebsiteUrl } from '@/lib/url';
import { useApkGeneration } from '../hooks/use-apk-generation';
import { usePrefilled } from '../hooks/use-prefilled';
import { useSiteImport } from '../hooks/use-site-import';
import { AppOptions } from './app-options';
import { AppPreview } from './app-preview';
import { PackageNameField } from './package-name-field';
import { SiteImportStatus } from './site-import-status';
import { SiteOwnership } from './site-ownership';
import { brandWarning } from '../lib/brand-warning';
import type { BuildResult } from '../lib/build-result';
import { freeBuildsText, useFreeBuilds } from '../lib/free-builds';
import { ReportAbuseLink } from '@/components/report-abuse-link';
import './apk-form-dialog.css';

export interface ApkFormDialogProps {
  open: boolean;
  initialUrl: string;
  user: SessionUser | null;
  onClose: () => void;
  /** A build finished: called as the form closes, with what the result panel shows. */
  onBuilt?: (result: BuildResult) => void;
  /** Signed-out visitors are sent to log in instead of building. */
  onRequireLogin: () => void;
}

const formId = 'apk-form';
// Leave the finished bar on screen for a moment so "100%" is seen before the form closes (docs/product.md §4).
const CLOSE_AFTER_DONE_MS = 600;

function ApkForm({ initialUrl, user, onClose, onBuilt, onRequireLogin }: Omit<ApkFormDialogProps, 'open'>) {
  const generation = useApkGeneration();
  const [url, setUrl] = useState(initialUrl);
  const siteImport = useSiteImport(url, user !== null);
  const imported = siteImport.status === 'done' ? siteImport.result : null;
  const [appName, setAppName] = usePrefilled(imported?.name ?? '');
  const [icon, setIcon] = usePrefilled(imported?.icon?.dataUrl ?? '');
  const [themeColor, setThemeColor] = usePrefilled(imported?.themeColor ?? DEFAULT_THEME_COLOR);
  const [backgroundColor, setBackgroundColor] = usePrefilled(imported?.backgroundColor ?? DEFAULT_BACKGROUND_COLOR);
  const [orientation, setOrientation] = useState<Orientation>('any');
  const [permissions, setPermissions] = useState<Record<AppPermission, boolean>>({
    camera: false,
    microphone: false,
    location: false,
  });
  const [versionName, setVersionName] = useState('');
  const [pullToRefresh, setPullToRefresh] = useState(true);
  const [extraHosts, setExtraHosts] = useState('');
  const [hostsError, setHostsError] = useState<string | null>(null);
  const hostsRef = useRef<HTMLTextAreaElement>(null);
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [packageName, setPackageName] = useState('');
  const [confirmSite, setConfirmSite] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [packageError, setPackageError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  // The import knows this account's default package and whether it confirmed the site for it already.
  const usesImportedPackage = imported !== null && [imported.packageName, ''].includes(packageName.trim());
  const confirmedAt = usesImportedPackage ? imported.siteConfirmedAt : null;
  const busy = generation.phase === 'generating' || generation.phase === 'downloading';
  const freeBuilds = useFreeBuilds(user?.uid);
  const freeBuildsNote = freeBuilds && generation.phase !== 'failed' ? freeBuildsText(freeBuilds) : null;
  // The server refuses a protected brand's name off its own site; say so before the button is pressed.
  const brandNote = brandWarning({ url, appName, packageName });

  const { phase, result } = generation;
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => {
      onClose();
      // After the close, so the panel (not the button that opened the form) ends up with the focus.
      if (result) onBuilt?.(result);
    }, CLOSE_AFTER_DONE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, result, onClose, onBuilt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = normalizeWebsiteUrl(url);
    if (!checked.ok) {
      setUrlError(checked.message);
      urlRef.current?.focus();
      return;
    }
    setUrlError(null);
    setUrl(checked.url);
    if (!user) {
      onRequireLogin();
      return;
    }
    const requestedPackage = packageName.trim();
    const packageProblem = requestedPackage ? packageNameProblem(requestedPackage) : null;
    setPackageError(packageProblem);
    const needsConfirmation = confirmedAt === null && !confirmSite;
    setConfirmError(needsConfirmation ? PACKAGE_MESSAGES.confirmationRequired : null);
    // The one rule of the server and the engine (contracts/extra-hosts.ts), each refusal naming its host.
    const hosts = readExtraHosts(extraHosts);
    setHostsError('problem' in hosts ? hosts.problem : null);
    if ('problem' in hosts) hostsRef.current?.focus();
    if (packageProblem || needsConfirmation || 'problem' in hosts) return;
    const body: BuildRequestBody = {
      url: checked.url,
      'app-name': appName.trim() || appNameFromUrl(checked.url),
      'owner-name': user.displayName?.trim() ?? '',
      'contact-email': email.trim(),
      'phone-number': phone.trim(),
      userId: user.uid,
      'confirm-site': confirmSite,
    };
    if (icon) body['app-icon'] = icon;
    if (requestedPackage) body['package-name'] = requestedPackage;
    body['theme-color'] = themeColor;
    body['background-color'] = backgroundColor;
    if (orientation !== 'any') body.orientation = orientation;
    if (Object.values(permissions).some(Boolean)) body.permissions = permissions;
    if (versionName.trim()) body['version-name'] = versionName.trim();
    if (hosts.hosts.length) body['extra-hosts'] = hosts.hosts;
    if (!pullToRefresh) body['pull-to-refresh'] = false;
    await generation.generate(body);
  }

  function cancel() {
    if (busy) generation.cancel();
    onClose();
  }

  return (
    <Dialog
      open
      size="md"
      onClose={cancel}
      title="App Configuration"
      description="Your website becomes a signed Android app. Only the URL is required."
      initialFocus={urlRef}
      testId="apk-form"
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={busy}
            disabled={generation.phase === 'done'}
            icon={<DownloadIcon size={18} />}
          >
            Generate APK
          </Button>
        </>
      }
    >
      <form id={formId} className="apk-form" onSubmit={submit} noValidate aria-label="App Configuration">
        <Input
          ref={urlRef}
          label="Website URL"
          type="url"
          inputMode="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={urlError}
          disabled={busy}
          maxLength={URL_MAX_LENGTH}
        />
        <SiteImportStatus state={siteImport} />
        <Input
          label="App name"
          value={appName}
          onChange={(e) => setAppName(e.target.value)}
          optional
          disabled={busy}
          maxLength={APP_NAME_MAX_LENGTH}
          hint="Shown under the icon on the home screen. We use your site's name if you leave it empty."
        />
        <IconPicker
          label="App icon"
          value={icon}
          onChange={setIcon}
          recommendedSide={APK_ICON_RECOMMENDED_SIDE}
          disabled={busy}
        />
        <AppPreview appName={appName} icon={icon} themeColor={themeColor} backgroundColor={backgroundColor} />
        <AppOptions
          value={{ themeColor, backgroundColor, orientation, permissions, versionName, pullToRefresh }}
          onChange={(change) => {
            if (change.themeColor !== undefined) setThemeColor(change.themeColor);
            if (change.backgroundColor !== undefined) setBackgroundColor(change.backgroundColor);
            if (change.orientation !== undefined) setOrientation(change.orientation);
            if (change.permissions !== undefined) setPermissions(change.permissions);
            if (change.versionName !== undefined) setVersionName(change.versionName);
            if (change.pullToRefresh !== undefined) setPullToRefresh(change.pullToRefresh);
          }}
          disabled={busy}
        />
        <ExtraHostsField
          ref={hostsRef}
          value={extraHosts}
          onChange={(value) => {
            setExtraHosts(value);
            setHostsError(null);
          }}
          error={hostsError}
          disabled={busy}
        />
        <PackageNameField
          value={packageName}
          onChange={(value) => {
            setPackageName(value);
            setPackageError(null);
          }}
          defaultName={imported?.packageName ?? null}
          notice={usesImportedPackage ? imported.packageNotice : null}
          error={packageError}
          disabled={busy}
        />
        <div className="apk-form__pair">
          <Input
            label="Contact email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            optional
            disabled={busy}
            maxLength={EMAIL_MAX_LENGTH}
          />
          <Input
            label="Phone number"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            optional
            disabled={busy}
            maxLength={PHONE_MAX_LENGTH}
          />
        </div>
        <SiteOwnership
          confirmedAt={confirmedAt}
          checked={confirmSite}
          onChange={(value) => {
            setConfirmSite(value);
            setConfirmError(null);
          }}
          error={confirmError}
          disabled={busy}
        />
        {generation.phase !== 'idle' && generation.phase !== 'failed' ? (
          <div className="apk-form__progress">
            <div className="apk-form__progress-head">
              <p className="apk-form__status" role="status">
                {generation.statusText}
              </p>
              <span className="apk-form__percent" aria-hidden="true">
                {generation.progress}%
              </span>
            </div>
            <Progress value={generation.progress} label="APK progress" />
          </div>
        ) : null}
        {brandNote && generation.detail !== brandNote ? <Notice tone="warning">{brandNote}</Notice> : null}
        {generation.phase === 'failed' && generation.detail ? <Notice tone="danger">{generation.detail}</Notice> : null}
        {freeBuildsNote ? (
          <p className="apk-form__free-builds" data-testid="free-builds-left">
            {freeBuildsNote}
          </p>
        ) : null}
        <p className="apk-form__report muted">
          Seen an app made here that imitates someone? <ReportAbuseLink />
        </p>
      </form>
    </Dialog>
  );
}

export function ApkFormDialog({ open, ...rest }: ApkFormDialogProps) {
  return open ? <ApkForm {...rest} /> : null;
}
