import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { subscribeToasts, type ToastMessage } from '../lib/toast';

const MantineToasts = lazy(() => import('./mantine-toasts'));

/**
 * Renders nothing until the first toast; then loads Mantine Notifications, hands it the first
 * toasts and lets it subscribe itself (toasts sent in between wait in the queue).
 */
export function ToastHost() {
  const [started, setStarted] = useState(false);
  const first = useRef<ToastMessage[]>([]);

  useEffect(() => {
    if (started) return;
    return subscribeToasts((toast) => {
      first.current.push(toast);
      setStarted(true);
    });
  }, [started]);

  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <MantineToasts initial={first.current} />
    </Suspense>
  );
}
