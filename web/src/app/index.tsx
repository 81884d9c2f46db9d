import type { createBrowserRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';

/** The whole app around a router made by boot.tsx (in the browser) or prerender.tsx's twin (at build time). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
