import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

/** The header's height (64 px and a 1 px border) and a gap. */
const TOAST_TOP = 76;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Below the sticky header (h-16 and its border), not over its menus and balance; the same
          on a phone, where sonner's own offset would put it there (issue 39 §5). */}
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={4000}
        offset={{ top: TOAST_TOP }}
        mobileOffset={{ top: TOAST_TOP }}
      />
    </QueryClientProvider>
  );
}
