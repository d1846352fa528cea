import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visitorSalts } from '../../db/schema';

/** `2026-11-23` (UTC) of a time. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * The daily-rotating secret salt (Plausible's scheme): one random value per UTC day, shared by
 * every instance through the database and deleted after two days, so a visitor's hash cannot be
 * linked from one day to the next. Visitor = hash(salt, site, address, user agent); the address
 * and user agent are used here and never stored.
 */
export class VisitorHasher {
  private readonly salts = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  async hash(time: number, siteId: number, address: string, userAgent: string): Promise<string> {
    const salt = await this.saltOf(dayOf(time));
    return createHash('sha256').update(`${salt}|${siteId}|${address}|${userAgent}`).digest('base64url').slice(0, 22);
  }

  private saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.loadOrCreate(day);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
      // Only today's (and, around midnight, yesterday's) salt is ever needed.
      for (const key of this.salts.keys()) if (key < dayOf(Date.parse(day) - 86_400_000)) this.salts.delete(key);
    }
    return salt;
  }

  private async loadOrCreate(day: string): Promise<string> {
    await this.db
      .insert(visitorSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(sql`${visitorSalts.day} = ${day}`);
    await this.db.delete(visitorSalts).where(lt(visitorSalts.day, dayOf(Date.parse(day) - 2 * 86_400_000)));
    if (!row) throw new Error('salt was not stored');
    return row.salt;
  }
}
