import { SITE_CONFIRMATION_LABEL } from '@contracts/packages';
import type { Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';

export interface SiteOwnershipProps {
  /** When this account already confirmed the site for this package (ms), or null. */
  confirmedAt: number | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Asked once per package (docs/product.md "Package names"); afterwards the form says when it was given. */
export function SiteOwnership({ confirmedAt, checked, onChange, error, disabled, ref }: SiteOwnershipProps) {
  if (confirmedAt !== null) {
    return (
      <p className="apk-form__confirmed">
        You confirmed that you own this website or may publish it on{' '}
        {new Date(confirmedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}.
      </p>
    );
  }
  return (
    <Checkbox
      ref={ref}
      label={SITE_CONFIRMATION_LABEL}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      disabled={disabled}
    />
  );
}
