import { atom } from 'jotai';
import { store } from '../../state/store.ts';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string };

/** Toasts disappear after 5 s (docs/product-rules.md §18), unless the pointer or focus rests on them. */
export const toastTimeoutMs = 5000;

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast; callable outside React (a mutation's onError, for instance). */
export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list.slice(-4), { id, kind, message }]);
  return id;
}

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id));
}

/** Clears every toast: what one session was told is not for whoever uses the browser next. */
export function dismissAllToasts(): void {
  store.set(toastsAtom, []);
}

export const toast = {
  success: (message: string) => showToast('success', message),
  warning: (message: string) => showToast('warning', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
};
