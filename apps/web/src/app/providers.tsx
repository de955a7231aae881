import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';

/** Query cache and the snackbar host, shared by every screen. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="bottom-center"
        richColors
        closeButton
        offset={{ bottom: 24 }}
        mobileOffset={{ bottom: 80 }}
        toastOptions={{ className: 'font-sans' }}
      />
    </QueryClientProvider>
  );
}
