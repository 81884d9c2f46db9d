import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { GoogleIdentityProvider } from '@/components/google-identity-dialog';
import { SessionProvider } from '@/lib/auth/session';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, errorRetryCount: 2 }}>
      <SessionProvider>
        <GoogleIdentityProvider>{children}</GoogleIdentityProvider>
      </SessionProvider>
    </SWRConfig>
  );
}
