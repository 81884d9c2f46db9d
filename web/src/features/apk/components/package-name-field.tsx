import { MAX_PACKAGE_NAME_LENGTH } from '@contracts/package-name';
import type { Ref } from 'react';
import { Input } from '@/components/ui/field';

export interface PackageNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The id this account gets when the field is left empty, once the site import told us; else null. */
  defaultName: string | null;
  /** Why that default differs from the site's own (another account holds it). */
  notice?: string | null;
  error: string | null;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The Android package name asked for (docs/product.md "Package names"); the reason shows when it is refused. */
export function PackageNameField({
  value,
  onChange,
  defaultName,
  notice,
  error,
  disabled,
  ref,
}: PackageNameFieldProps) {
  return (
    <Input
      ref={ref}
      label="Package name"
      optional
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      disabled={disabled}
      maxLength={MAX_PACKAGE_NAME_LENGTH}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder={defaultName ?? 'com.yourcompany.app'}
      hint={
        notice ??
        (defaultName
          ? `Your app's id on Google Play. Leave it empty to use ${defaultName}.`
          : "Your app's id on Google Play. Leave it empty to use one made from your site's address.")
      }
    />
  );
}
