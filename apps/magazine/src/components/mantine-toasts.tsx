import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { theme, themeColorSchemeManager } from '@sitenet/ui';
import { useEffect, useRef } from 'react';
import { subscribeToasts, TOAST_AUTO_CLOSE, TOAST_LIMIT, type ToastMessage } from '../lib/toast';

const COLORS = { success: 'teal', info: 'indigo', error: 'red' } as const;

function show(toast: ToastMessage) {
  notifications.show({
    title: toast.title,
    message: toast.message,
    color: COLORS[toast.tone ?? 'info'],
    autoClose: TOAST_AUTO_CLOSE,
  });
}

/** Mantine Notifications: 3 visible at most, 4 s each (SPEC section 9). Loaded on the first toast. */
export default function MantineToasts({ initial }: { initial: ToastMessage[] }) {
  const shown = useRef(false);

  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      initial.forEach(show);
    }
    return subscribeToasts(show);
  }, [initial]);

  return (
    <MantineProvider theme={theme} colorSchemeManager={themeColorSchemeManager()} cssVariablesSelector=":root">
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE} position="bottom-right" zIndex={400} />
    </MantineProvider>
  );
}
