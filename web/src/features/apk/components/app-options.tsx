import {
  APP_PERMISSIONS,
  ORIENTATIONS,
  VERSION_NAME_MAX_LENGTH,
  type AppPermission,
  type Orientation,
} from '@contracts/app-options';
import { PullToRefreshField } from '@/components/pull-to-refresh-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/field';

interface AppOptionsValue {
  themeColor: string;
  backgroundColor: string;
  orientation: Orientation;
  permissions: Record<AppPermission, boolean>;
  versionName: string;
  pullToRefresh: boolean;
}

export interface AppOptionsProps {
  value: AppOptionsValue;
  onChange: (change: Partial<AppOptionsValue>) => void;
  disabled?: boolean;
}

const ORIENTATION_LABELS: Record<Orientation, string> = {
  any: 'Follow the device',
  portrait: 'Portrait',
  landscape: 'Landscape',
};

const PERMISSION_LABELS: Record<AppPermission, string> = {
  camera: 'Camera (photo and video capture on the site)',
  microphone: 'Microphone',
  location: 'Location',
};

/** The options the engine supports, folded away: only the URL is required (docs/product.md "App options"). */
export function AppOptions({ value, onChange, disabled }: AppOptionsProps) {
  return (
    <details className="apk-options">
      <summary className="apk-options__summary">App options</summary>
      <div className="apk-options__body">
        <div className="apk-form__pair">
          <Input
            label="Theme colour"
            type="color"
            value={value.themeColor}
            onChange={(event) => onChange({ themeColor: event.target.value })}
            disabled={disabled}
            hint="The status bar and the letter icon."
          />
          <Input
            label="Splash background"
            type="color"
            value={value.backgroundColor}
            onChange={(event) => onChange({ backgroundColor: event.target.value })}
            disabled={disabled}
            hint="Shown while the app opens."
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="apk-orientation">
            Orientation
          </label>
          <select
            id="apk-orientation"
            className="input"
            value={value.orientation}
            onChange={(event) => onChange({ orientation: event.target.value as Orientation })}
            disabled={disabled}
          >
            {ORIENTATIONS.map((orientation) => (
              <option key={orientation} value={orientation}>
                {ORIENTATION_LABELS[orientation]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="apk-options__permissions">
          <legend className="field__label">Device access the site needs</legend>
          {APP_PERMISSIONS.map((permission) => (
            <Checkbox
              key={permission}
              label={PERMISSION_LABELS[permission]}
              checked={value.permissions[permission]}
              onChange={(event) =>
                onChange({ permissions: { ...value.permissions, [permission]: event.target.checked } })
              }
              disabled={disabled}
            />
          ))}
        </fieldset>
        <PullToRefreshField
          checked={value.pullToRefresh}
          onChange={(pullToRefresh) => onChange({ pullToRefresh })}
          disabled={disabled}
        />
        <Input
          label="Version name"
          optional
          value={value.versionName}
          onChange={(event) => onChange({ versionName: event.target.value })}
          disabled={disabled}
          maxLength={VERSION_NAME_MAX_LENGTH}
          placeholder="1.0.<build number>"
          hint="Shown in the app's details. Leave it empty to count up with each build."
        />
      </div>
    </details>
  );
}
