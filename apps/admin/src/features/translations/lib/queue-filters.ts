import { QUEUE_STATES, type QueueState } from '@sitenet/api-client';
import { readPageParam } from '../../../lib/page-param';

/** The queue's table state, kept in the URL (`?state=`, `?lang=`, `?page=`) so it can be shared or reloaded. */
export interface QueueFilters {
  state?: QueueState;
  lang?: string;
  page: number;
}

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** Unknown values read as no filter (a hand-edited URL shows the whole queue, not an error). */
export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const state = params.get('state');
  const lang = params.get('lang');
  return {
    ...(state && (QUEUE_STATES as readonly string[]).includes(state) ? { state: state as QueueState } : {}),
    ...(lang && LANGUAGE.test(lang) ? { lang } : {}),
    page: readPageParam(params),
  };
}

/** The filters as URL parameters; page 1 and absent filters leave no parameter. */
export function writeQueueFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.lang) params.set('lang', filters.lang);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
