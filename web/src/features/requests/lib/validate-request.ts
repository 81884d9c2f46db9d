import { hasHttpScheme, messages } from '@/lib/validation';

export interface RequestFormValues {
  url: string;
  appName: string;
  email: string;
  phone: string;
  description: string;
  extraInstructions: string;
}

export type RequestField = keyof RequestFormValues;

/** docs/product.md §5, checked in this order; the first failure is reported. Values are trimmed first. */
export function validateRequestForm(values: RequestFormValues): { field: RequestField; message: string } | null {
  const url = values.url.trim();
  if (!url || url === 'https://' || url === 'http://') return { field: 'url', message: messages.invalidUrl };
  if (!hasHttpScheme(url)) return { field: 'url', message: messages.urlScheme };
  if (!values.appName.trim()) return { field: 'appName', message: messages.missingAppName };
  if (!values.email.trim()) return { field: 'email', message: messages.missingEmail };
  return null;
}

export function trimRequestValues(values: RequestFormValues): RequestFormValues {
  return {
    url: values.url.trim(),
    appName: values.appName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    description: values.description.trim(),
    extraInstructions: values.extraInstructions.trim(),
  };
}
