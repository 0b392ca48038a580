import { TOAST } from '@store/domain';

export type ToastKind = 'error' | 'success' | 'info';
export type Toast = { id: number; text: string; kind: ToastKind };

/**
 * Only one toast is shown at a time (docs/product.md, "Toasts, popups and the tag manager"): a new
 * one replaces the current one.
 */
export function nextToast(current: Toast | null, text: string, kind: ToastKind): Toast {
  return { id: (current?.id ?? 0) + 1, text, kind };
}

export const TOAST_DURATION_MS = TOAST.durationMs;
