import { notifications } from '@mantine/notifications';

/**
 * What a control does when its feature is not built yet (SPEC: "behaviour not shown"): it says so
 * clearly instead of doing nothing.
 */
export function notifyComingSoon(feature: string): void {
  notifications.show({
    id: `coming-soon-${feature}`,
    title: 'Coming soon',
    message: `${feature} is coming soon.`,
    color: 'indigo',
  });
}
