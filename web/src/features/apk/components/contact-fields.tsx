import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '@contracts/limits';
import { Input } from '@/components/ui/field';

/** The optional contact email and phone of the APK form (docs/product.md §2 "APK form"), side by side when wide. */
export function ContactFields({
  email,
  phone,
  onEmail,
  onPhone,
  disabled,
}: {
  email: string;
  phone: string;
  onEmail: (value: string) => void;
  onPhone: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="apk-form__pair">
      <Input
        label="Contact email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        optional
        disabled={disabled}
        maxLength={EMAIL_MAX_LENGTH}
      />
      <Input
        label="Phone number"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => onPhone(e.target.value)}
        optional
        disabled={disabled}
        maxLength={PHONE_MAX_LENGTH}
      />
    </div>
  );
}
