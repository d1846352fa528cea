import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postPreviews, posts, postTranslations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { hashOfPresented, newLinkToken } from '../invites/link-token';
import { DAY_MS } from '../../lib/days';

/** How long a preview link works unless revoked. */
export const PREVIEW_LIFETIME_MS = DAY_MS;

export interface CreatedPreview {
  id: number;
  /** Shown once, in the link; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** Which translation a working preview link shows. */
export interface PreviewTarget {
  postId: number;
  siteId: number;
  locale: string;
}

/**
 * Preview links: a random token (32 bytes, stored as its SHA-256 only, like invitation links) for
 * one translation of a post, working for 24 hours or until revoked.
 */
export class PreviewLinks {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** 404 unless the post (not in the trash) has a translation in `locale`. */
  async create(postId: number, locale: string, userId: number): Promise<CreatedPreview> {
    const [translation] = await this.db
      .select({ id: postTranslations.id })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId))
      .where(and(eq(postTranslations.postId, postId), eq(postTranslations.locale, locale), isNull(posts.deletedAt)))
      .limit(1);
    if (!translation) throw notFound('This post has no translation in that language');
    const { token, hash } = newLinkToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS);
    const [row] = await this.db
      .insert(postPreviews)
      .values({ postId, locale, tokenHash: hash, createdBy: userId, createdAt: now, expiresAt })
      .returning({ id: postPreviews.id });
    return { id: row!.id, token, expiresAt };
  }

  /** The site of a preview link (for the route's site rule); 404 when there is none. */
  async siteOf(previewId: number): Promise<number> {
    const [row] = await this.db
      .select({ siteId: posts.siteId })
      .from(postPreviews)
      .innerJoin(posts, eq(posts.id, postPreviews.postId))
      .where(eq(postPreviews.id, previewId))
      .limit(1);
    if (!row) throw notFound('Preview link not found');
    return row.siteId;
  }

  /** The link stops working at once (revoking twice changes nothing); which translation it showed. */
  async revoke(previewId: number): Promise<{ postId: number; locale: string }> {
    const [row] = await this.db
      .select({ postId: postPreviews.postId, locale: postPreviews.locale })
      .from(postPreviews)
      .where(eq(postPreviews.id, previewId))
      .limit(1);
    if (!row) throw notFound('Preview link not found');
    await this.db
      .update(postPreviews)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(postPreviews.id, previewId), isNull(postPreviews.revokedAt)));
    return row;
  }

  /** What a presented token shows; null when it is malformed, unknown, expired or revoked. */
  async find(token: string): Promise<PreviewTarget | null> {
    const hash = hashOfPresented(token);
    if (!hash) return null;
    const [row] = await this.db
      .select({ postId: postPreviews.postId, siteId: posts.siteId, locale: postPreviews.locale })
      .from(postPreviews)
      .innerJoin(posts, eq(posts.id, postPreviews.postId))
      .where(and(eq(postPreviews.tokenHash, hash), isNull(postPreviews.revokedAt), gt(postPreviews.expiresAt, this.clock.now())))
      .limit(1);
    return row ?? null;
  }
}
