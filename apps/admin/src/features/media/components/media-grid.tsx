import type { ReactNode } from 'react';
import type { MediaLibraryItem } from '@sitenet/api-client';
import { variantAtLeast } from '../../../lib/media-src';
import classes from './media-library.module.css';

/** What a thumbnail is called for screen readers: its English (else any) alt text, else its size. */
export function mediaName(item: MediaLibraryItem): string {
  const text = item.alt.en || Object.values(item.alt).find(Boolean);
  return text ? text : `Image without alt text, ${item.width} × ${item.height}`;
}

export interface MediaGridProps {
  items: MediaLibraryItem[];
  /** The list's accessible name. */
  label: string;
  /** Each tile's accessible name (what choosing it does). */
  tileLabel: (item: MediaLibraryItem) => string;
  onChoose: (item: MediaLibraryItem) => void;
  /** Shown over a tile's corner (the library marks images in use). */
  badge?: (item: MediaLibraryItem) => ReactNode;
}

/** The library's thumbnails as buttons: the library page opens one, the picker inserts one. */
export function MediaGrid({ items, label, tileLabel, onChoose, badge }: MediaGridProps) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={classes.tile}
            aria-label={tileLabel(item)}
            onClick={() => onChoose(item)}
          >
            <img
              src={variantAtLeast(item.variants, 320, item.url)}
              alt=""
              width={item.width}
              height={item.height}
              loading="lazy"
              className={classes.thumb}
            />
            {badge?.(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
