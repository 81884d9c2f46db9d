import type { Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

interface PullToRefreshFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The APK form's and the request form's pull-to-refresh option (docs/product.md "App options"; what the app does:
 * docs/shell-contract.md "Pull to refresh"). On by default in both; the label is the box's 44 px tap target.
 */
export function PullToRefreshField({ checked, onChange, error, disabled, ref }: PullToRefreshFieldProps) {
  return (
    <Checkbox
      ref={ref}
      label="Pull down to refresh (at the top of a page)"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      disabled={disabled}
    />
  );
}
