import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen: one at a time (SPEC section 9). */
  toast: (toast: Toast) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
