/**
 * Toasts without loading Mantine up front: `notify` queues a message, and the ToastHost loads
 * Mantine Notifications the first time one is queued.
 */
export interface ToastMessage {
  message: string;
  title?: string;
  tone?: 'success' | 'info' | 'error';
}

type Listener = (toast: ToastMessage) => void;
const listeners = new Set<Listener>();
const queue: ToastMessage[] = [];

export function notify(toast: ToastMessage): void {
  if (listeners.size === 0) {
    queue.push(toast);
    return;
  }
  for (const listener of listeners) listener(toast);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const toast of queue.splice(0)) listener(toast);
  return () => listeners.delete(listener);
}

export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE = 4000;
