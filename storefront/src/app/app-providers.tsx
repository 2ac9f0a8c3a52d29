import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/toast/toast-provider';
import { DirectionProvider } from './direction-provider';

/** Translations, server-state cache, direction-aware theme and toasts: everything a screen expects around it. */
export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider>
          <ToastProvider>{children}</ToastProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
