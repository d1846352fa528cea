import { HttpError } from '../../lib/errors';

/** Why one segment has no machine translation. */
export interface SegmentFailure {
  /** Its position in the list the caller passed. */
  index: number;
  message: string;
}

/**
 * A machine translation that could not be done, as the reply of whichever route called it:
 * 422 when it is ours to fix (no provider set up, the month's budget reached), 502 when the
 * provider failed; `segments` says which segment failed and why. Never a 500.
 */
export class MachineTranslationError extends HttpError {
  constructor(
    status: 422 | 502,
    message: string,
    readonly segments: SegmentFailure[] = [],
  ) {
    super(status, message, segments.length > 0 ? { segments } : {});
  }
}

export const NOT_SET_UP_MESSAGE = 'Machine translation is not set up: choose a provider in Settings';
