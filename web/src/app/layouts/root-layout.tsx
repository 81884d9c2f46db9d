import { type RefObject, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { Toaster } from '@/components/ui/toaster';
import { Footer } from './footer';
import { TopBar } from './top-bar';
import './root-layout.css';

/** After an in-app navigation, move focus to the new page so screen readers start there. */
function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' ? <div className="nav-progress" aria-hidden="true" /> : null}
      <TopBar />
      <OfflineBanner />
      <main id="main" ref={main} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <Footer />
      <Toaster pathname={pathname} />
      <ScrollRestoration />
    </div>
  );
}
