import { Suspense, lazy, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { seedFromPage } from './boot-data';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

// Toasts answer a member's action, which comes after the first paint: the toaster (sonner) is
// fetched alongside the first page's chunk instead of inside the entry (bench/README.md, web).
const Toaster = lazy(() => lazyWithRetry(() => import('sonner')).then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = useState(() => seedFromPage(createQueryClient()));
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton duration={4000} />
      </Suspense>
    </QueryClientProvider>
  );
}
