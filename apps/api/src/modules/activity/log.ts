import { and, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ActivityAction, ActivityChanges, ActivityEntry, ActivityResponse, ActivityTargetType } from '@sitenet/api-client/schemas/activity';
import { activityEntries } from '../../db/schema';
import type { Db } from '../../db/client';

/** What one entry is about. */
export interface ActivityTarget {
  type: ActivityTargetType;
  id: string | number | null;
  label: string | null;
}

/** One entry as a write route describes it (who and when are added by the log). */
export interface ActivityRecord {
  action: ActivityAction;
  /** null: a network-wide write (network settings, people, one's own profile). */
  siteId: number | null;
  target: ActivityTarget;
  changes: ActivityChanges | null;
}

export interface ActivityFilters {
  /** The sites whose entries may be read; null: every entry (the owner and administrators). */
  siteIds: number[] | null;
  userId?: number;
  action?: ActivityAction;
  targetType?: ActivityTargetType;
  before?: string;
  until?: string;
  limit: number;
}

/**
 * The activity log. Append-only by construction: this is the only code that touches the table, and
 * it has no update or delete (entries are kept at least a year; nothing purges them yet).
 */
export class ActivityLog {
  constructor(private readonly db: Db) {}

  async append(actor: { id: number; name: string }, at: Date, record: ActivityRecord): Promise<void> {
    await this.db.insert(activityEntries).values({
      at,
      userId: actor.id,
      userName: actor.name,
      siteId: record.siteId,
      action: record.action,
      targetType: record.target.type,
      targetId: record.target.id === null ? null : String(record.target.id),
      targetLabel: record.target.label,
      changes: record.changes,
    });
  }

  /** A page, newest first: every filter is one index range read backwards from the cursor. */
  async list(filters: ActivityFilters): Promise<ActivityResponse> {
    const where: SQL[] = [];
    if (filters.siteIds !== null) {
      if (filters.siteIds.length === 0) return { entries: [], next_before: null };
      where.push(filters.siteIds.length === 1 ? eq(activityEntries.siteId, filters.siteIds[0]!) : inArray(activityEntries.siteId, filters.siteIds));
    }
    if (filters.userId !== undefined) where.push(eq(activityEntries.userId, filters.userId));
    if (filters.action !== undefined) where.push(eq(activityEntries.action, filters.action));
    if (filters.targetType !== undefined) where.push(eq(activityEntries.targetType, filters.targetType));
    // Ids are bigint: compared in SQL, never through a JavaScript number.
    if (filters.before !== undefined) where.push(lt(activityEntries.id, sql`${filters.before}::bigint`));
    if (filters.until !== undefined) {
      const until = new Date(filters.until);
      where.push(lt(activityEntries.at, until));
      // Ids grow with time, so the newest entry before the date bounds the id range too: the page
      // stays an index read from there instead of a scan past every newer entry.
      const [last] = await this.db
        .select({ id: activityEntries.id })
        .from(activityEntries)
        .where(lt(activityEntries.at, until))
        .orderBy(desc(activityEntries.at))
        .limit(1);
      if (!last) return { entries: [], next_before: null };
      where.push(lte(activityEntries.id, last.id));
    }
    const rows = await this.db
      .select()
      .from(activityEntries)
      .where(and(...where))
      .orderBy(desc(activityEntries.id))
      .limit(filters.limit + 1);
    const page = rows.slice(0, filters.limit);
    return {
      entries: page.map(toEntry),
      next_before: rows.length > filters.limit ? String(page.at(-1)!.id) : null,
    };
  }
}

function toEntry(row: typeof activityEntries.$inferSelect): ActivityEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    user: { id: row.userId, name: row.userName },
    site_id: row.siteId,
    action: row.action as ActivityAction,
    target: { type: row.targetType as ActivityTargetType, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
  };
}

/**
 * Field-level differences of two flat records: `{ field: { before, after } }` for each field whose
 * value changed (compared as JSON, so arrays and objects compare by content).
 */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>, fields?: readonly string[]): ActivityChanges | null {
  const changes: ActivityChanges = {};
  const keys = fields ?? [...new Set([...Object.keys(before), ...Object.keys(after)])];
  for (const key of keys) {
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = { before: clip(a), after: clip(b) };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** A page's rich text can be megabytes: the log keeps its beginning (the screen shows that it changed). */
const MAX_TEXT = 300;
const clip = (value: unknown): unknown =>
  typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;

/** Nested settings (`{ identity: { name } }`) as flat dotted fields (`identity.name`), for diffFields. */
export function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into[prefix] = value;
  }
  return into;
}
