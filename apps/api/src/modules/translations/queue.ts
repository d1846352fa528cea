import { sql, type SQL } from 'drizzle-orm';
import {
  ORIGINAL_LANGUAGE,
  QUEUE_PER_PAGE,
  QUEUE_STATES,
  type QueueState,
  type TranslationQueueItem,
  type TranslationQueueResponse,
} from '../../contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface QueueFilter {
  siteId: number;
  /** The languages to look at (a translator's; null: every enabled one but the original). */
  languages: readonly string[] | null;
  state: QueueState | undefined;
  page: number;
}

type Row = {
  post_id: number;
  title: string | null;
  lang: string;
  state: QueueState;
  status: TranslationQueueItem['status'];
  review_note: string | null;
  updated_at: Date | string;
};

/**
 * Every (live post, enabled language) pair of the site that waits for a person, with its state:
 * a review state wins over staleness (someone already acts on it), and a pair with nothing to do
 * has a null state. One plan for the counts and the page, so they can never disagree.
 */
function pending(filter: QueueFilter): SQL {
  const languageFilter =
    filter.languages === null
      ? sql``
      : filter.languages.length === 0
        ? sql`and false`
        : sql`and l.code in (${sql.join(
            filter.languages.map((code) => sql`${code}`),
            sql`, `,
          )})`;
  return sql`
    select p.id as post_id, l.code as lang, t.status, t.review_note,
      coalesce(t.updated_at, p.updated_at) as updated_at,
      case
        when t.id is null then 'missing'
        when t.review_state = 'submitted' then 'submitted'
        when t.review_state = 'rejected' then 'rejected'
        when t.machine then 'machine'
        when t.stale then 'stale'
      end as state
    from posts p
    join languages l on l.site_id = p.site_id and l.enabled and l.code <> ${ORIGINAL_LANGUAGE}
    left join post_translations t on t.post_id = p.id and t.locale = l.code
    where p.site_id = ${filter.siteId} and p.deleted_at is null ${languageFilter}`;
}


/**
 * The queue of one site: counts per state (under the language filter) and one page of the
 * chosen state (or of all), submitted first, then rejected, machine, stale, missing; newest change first.
 * Two statements, both paged or aggregated in SQL.
 */
export async function translationQueue(db: Db, filter: QueueFilter): Promise<TranslationQueueResponse> {
  const base = pending(filter);
  const offset = (filter.page - 1) * QUEUE_PER_PAGE;
  const stateFilter = filter.state ? sql`and q.state = ${filter.state}` : sql``;
  const [countResult, pageResult] = await Promise.all([
    db.execute(sql`select q.state, count(*)::int as n from (${base}) q where q.state is not null group by q.state`),
    db.execute(sql`
      select q.*, (select e.title from post_translations e where e.post_id = q.post_id and e.locale = ${ORIGINAL_LANGUAGE}) as title
      from (${base}) q
      where q.state is not null ${stateFilter}
      order by case q.state when 'submitted' then 0 when 'rejected' then 1 when 'machine' then 2 when 'stale' then 3 else 4 end,
        q.updated_at desc, q.post_id desc, q.lang
      limit ${QUEUE_PER_PAGE} offset ${offset}`),
  ]);

  const counts = { missing: 0, stale: 0, machine: 0, submitted: 0, rejected: 0 };
  for (const row of rowsOf<{ state: QueueState; n: number | string }>(countResult)) counts[row.state] = Number(row.n);
  const total = filter.state ? counts[filter.state] : QUEUE_STATES.reduce((sum, state) => sum + counts[state], 0);

  return {
    data: rowsOf<Row>(pageResult).map((row) => ({
      post_id: Number(row.post_id),
      title: row.title ?? '',
      lang: row.lang,
      state: row.state,
      status: row.status ?? null,
      review_note: row.review_note ?? null,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    counts,
    pagination: {
      page: filter.page,
      per_page: QUEUE_PER_PAGE,
      total,
      last_page: Math.max(1, Math.ceil(total / QUEUE_PER_PAGE)),
    },
  };
}
