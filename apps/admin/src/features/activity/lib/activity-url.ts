import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES, type ActivityAction, type ActivityTargetType } from '@sitenet/api-client/schemas/activity';

/** The filters of the activity screen, kept in the URL so a view can be shared or reloaded. */
export interface ActivityFilters {
  user?: number;
  action?: ActivityAction;
  target?: ActivityTargetType;
  /** YYYY-MM-DD: entries written before this day. */
  until?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const user = Number(params.get('user'));
  const action = params.get('action');
  const target = params.get('target');
  const until = params.get('until');
  return {
    user: Number.isInteger(user) && user > 0 ? user : undefined,
    action: ACTIVITY_ACTIONS.find((known) => known === action),
    target: ACTIVITY_TARGET_TYPES.find((known) => known === target),
    until: until && DAY.test(until) ? until : undefined,
  };
}

export function writeActivityFilters(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.user) params.set('user', String(filters.user));
  if (filters.action) params.set('action', filters.action);
  if (filters.target) params.set('target', filters.target);
  if (filters.until) params.set('until', filters.until);
  return params;
}
