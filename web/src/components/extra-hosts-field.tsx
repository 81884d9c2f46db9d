import { checkExtraHosts, MAX_EXTRA_HOSTS, splitExtraHosts } from '@contracts/extra-hosts';
import type { Ref } from 'react';
import { Textarea } from '@/components/ui/field';

/**
 * The hosts a form's field holds, checked by the one rule (contracts/extra-hosts.ts) the server and the engine apply:
 * the normalised list, or the first problem, naming its host. The server also knows the Public Suffix List.
 */
export function readExtraHosts(text: string): { hosts: string[] } | { problem: string } {
  return checkExtraHosts(splitExtraHosts(text));
}

interface ExtraHostsFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The APK form's and the request form's extra-hosts field (docs/product.md "App options"). */
export function ExtraHostsField({ value, onChange, error, disabled, ref }: ExtraHostsFieldProps) {
  return (
    <Textarea
      ref={ref}
      label="Other hosts of your app"
      optional
      rows={2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      disabled={disabled}
      spellCheck={false}
      autoCapitalize="none"
      placeholder="pay.example.com"
      hint={`Up to ${MAX_EXTRA_HOSTS} https hosts, one per line, that stay inside the app and may use its camera, microphone and location, like your own payment or verification pages. Links to them open the app too. Razorpay, PayU, Paytm, PhonePe, Cashfree, CCAvenue, BillDesk, Instamojo, Stripe and PayPal work without being listed.`}
    />
  );
}
