import { APK_ICON_RECOMMENDED_SIDE, APP_NAME_MAX_LENGTH, URL_MAX_LENGTH } from '@contracts/limits';
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
import { FormAlert } from '@/components/ui/form-alert';
import { DownloadIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import type { SessionUser } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { useFieldErrors } from '@/lib/use-field-errors';
import { normalizeWebsiteUrl } from '@/lib/url';
import { useApkGeneration } from '../hooks/use-apk-generation';
import { usePrefilled } from '../hooks/use-prefilled';
import { useSiteImport } from '../hooks/use-site-import';
import { AppOptions } from './app-options';
import { AppPreview } from './app-preview';
import { ApkProgress } from './apk-progress';
import { ContactFields } from './contact-fields';
import { PackageNameField } from './package-name-field';
import { SiteImportStatus } from './site-import-status';
import { SiteOwnership } from './site-ownership';
import type { ApkRefusalTarget } from '../lib/apk-refusal';
import { brandWarning } from '../lib/brand-warning';
import { buildBody } from '../lib/build-body';
import type { BuildResult } from '../lib/build-result';
import { freeBuildsText, useFreeBuilds } from '../lib/free-builds';
import { resolveAppName } from '../lib/resolve-app-name';
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
  const imported = siteImport.state.status === 'done' ? siteImport.state.result : null;
  // Only a name the site gave: an address-made name is what an empty field gets anyway, and said when used.
  const [appName, setAppName] = usePrefilled(imported?.reachable ? imported.name : '');
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
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState('');
  const [packageName, setPackageName] = useState('');
  const [confirmSite, setConfirmSite] = useState(false);
  // Generate pressed with an empty name: waiting for the site's name (docs/product.md "Site import").
  const [naming, setNaming] = useState(false);
  const [nameNote, setNameNote] = useState<string | null>(null);
  const errors = useFieldErrors<ApkRefusalTarget>();
  const urlRef = useRef<HTMLInputElement>(null);
  // The import knows this account's default package and whether it confirmed the site for it already.
  const usesImportedPackage = imported !== null && [imported.packageName, ''].includes(packageName.trim());
  const confirmedAt = usesImportedPackage ? imported.siteConfirmedAt : null;
  const busy = naming || generation.phase === 'generating' || generation.phase === 'downloading';
  const freeBuilds = useFreeBuilds(user?.uid);
  const freeBuildsNote = freeBuilds && generation.phase !== 'failed' ? freeBuildsText(freeBuilds) : null;
  // The server refuses a protected brand's name off its own site; say so before the button is pressed.
  const brandNote = brandWarning({ url, appName, packageName });

  const { phase, result, failure } = generation;
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => {
      onClose();
      // After the close, so the panel (not the button that opened the form) ends up with the focus.
      if (result) onBuilt?.(result);
    }, CLOSE_AFTER_DONE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, result, onClose, onBuilt]);

  // The server's refusal goes beside the control it concerns, which takes the focus (docs/product.md §2 "APK form").
  const { show, clear } = errors;
  useEffect(() => {
    if (failure) show(failure.target, failure.message);
  }, [failure, show]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    clear();
    const checked = normalizeWebsiteUrl(url);
    if (!checked.ok) {
      show('url', checked.message);
      return;
    }
    setUrl(checked.url);
    if (!user) {
      onRequireLogin();
      return;
    }
    const packageProblem = packageName.trim() ? packageNameProblem(packageName.trim()) : null;
    if (packageProblem) {
      show('packageName', packageProblem);
      return;
    }
    // The one rule of the server and the engine (contracts/extra-hosts.ts), each refusal naming its host.
    const hosts = readExtraHosts(extraHosts);
    if ('problem' in hosts) {
      show('extraHosts', hosts.problem);
      return;
    }
    if (confirmedAt === null && !confirmSite) {
      show('ownership', PACKAGE_MESSAGES.confirmationRequired);
      return;
    }
    setNaming(true);
    const named = await resolveAppName(appName, checked.url, siteImport.settle);
    setNaming(false);
    setNameNote(named.note);
    if (named.note) setAppName(named.name);
    const values = { url: checked.url, appName: named.name, email, phone, icon, packageName, confirmSite };
    const options = { themeColor, backgroundColor, orientation, permissions, versionName, pullToRefresh };
    const body = buildBody({ ...values, ...options, extraHosts: hosts.hosts }, user);
    if (await generation.generate(body)) {
      if (named.note) toast.info(named.note);
    }
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
          ref={(element) => {
            urlRef.current = element;
            errors.control('url')(element);
          }}
          label="Website URL"
          type="url"
          inputMode="url"
          required
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            clear('url');
          }}
          error={errors.errorOf('url')}
          disabled={busy}
          maxLength={URL_MAX_LENGTH}
        />
        <SiteImportStatus state={siteImport.state} />
        <Input
          ref={errors.control('appName')}
          label="App name"
          value={appName}
          onChange={(e) => {
            setAppName(e.target.value);
            setNameNote(null);
            clear('appName');
          }}
          optional
          disabled={busy}
          maxLength={APP_NAME_MAX_LENGTH}
          error={errors.errorOf('appName')}
          hint={nameNote ?? "Shown under the icon on the home screen. We use your site's name if you leave it empty."}
        />
        <IconPicker
          ref={errors.control('icon')}
          label="App icon"
          value={icon}
          onChange={(value) => {
            setIcon(value);
            clear('icon');
          }}
          recommendedSide={APK_ICON_RECOMMENDED_SIDE}
          disabled={busy}
          error={errors.errorOf('icon')}
        />
        <AppPreview appName={appName} icon={icon} themeColor={themeColor} backgroundColor={backgroundColor} />
        <AppOptions
          value={{ themeColor, backgroundColor, orientation, permissions, versionName, pullToRefresh }}
          onChange={(change) => {
            clear('options');
            if (change.themeColor !== undefined) setThemeColor(change.themeColor);
            if (change.backgroundColor !== undefined) setBackgroundColor(change.backgroundColor);
            if (change.orientation !== undefined) setOrientation(change.orientation);
            if (change.permissions !== undefined) setPermissions(change.permissions);
            if (change.versionName !== undefined) setVersionName(change.versionName);
            if (change.pullToRefresh !== undefined) setPullToRefresh(change.pullToRefresh);
          }}
          disabled={busy}
        />
        {errors.errorOf('options') ? <FormAlert message={errors.errorOf('options') ?? ''} /> : null}
        <ExtraHostsField
          ref={errors.control('extraHosts')}
          value={extraHosts}
          onChange={(value) => {
            setExtraHosts(value);
            clear('extraHosts');
          }}
          error={errors.errorOf('extraHosts')}
          disabled={busy}
        />
        <PackageNameField
          ref={errors.control('packageName')}
          value={packageName}
          onChange={(value) => {
            setPackageName(value);
            clear('packageName');
          }}
          defaultName={imported?.packageName ?? null}
          notice={usesImportedPackage ? imported.packageNotice : null}
          error={errors.errorOf('packageName')}
          disabled={busy}
        />
        <ContactFields email={email} phone={phone} onEmail={setEmail} onPhone={setPhone} disabled={busy} />
        <SiteOwnership
          ref={errors.control('ownership')}
          confirmedAt={confirmedAt}
          checked={confirmSite}
          onChange={(value) => {
            setConfirmSite(value);
            clear('ownership');
          }}
          error={errors.errorOf('ownership')}
          disabled={busy}
        />
        {naming ? (
          <p className="apk-form__import" role="status">
            Reading your site&apos;s name before building…
          </p>
        ) : null}
        {generation.phase !== 'idle' && generation.phase !== 'failed' ? (
          <ApkProgress statusText={generation.statusText} progress={generation.progress} />
        ) : null}
        {brandNote && generation.detail !== brandNote ? <Notice tone="warning">{brandNote}</Notice> : null}
        {errors.errorOf('form') ? <FormAlert message={errors.errorOf('form') ?? ''} /> : null}
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
