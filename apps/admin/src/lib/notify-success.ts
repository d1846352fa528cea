import { notifications } from '@mantine/notifications';

/** The toast that confirms a change the user asked for (failures stay silent: SPEC section 8). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', withBorder: true });
}
