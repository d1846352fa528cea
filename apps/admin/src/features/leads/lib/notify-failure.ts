import { notifications } from '@mantine/notifications';
import { logger } from '../../../lib/logger';

/** A lead action failed: logged, and a red toast that says what did not happen and why. */
export function notifyFailure(title: string, logMessage: string, error: unknown): void {
  logger.error(logMessage, error);
  notifications.show({
    color: 'red',
    title,
    message: error instanceof Error ? error.message : 'Please try again.',
  });
}
