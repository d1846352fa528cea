import { useDeferredValue, useState } from 'react';
import { Badge, Button, Drawer, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import type { MediaLibraryItem } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { useLanguages } from '../../../lib/api/get-languages';
import { variantAtLeast } from '../../../lib/media-src';
import { useMediaLibrary } from '../api/media-library';
import { MediaDetails } from './media-details';
import { MediaUpload } from './media-upload';
import classes from './media-library.module.css';

export interface MediaLibraryPageProps {
  siteId: number;
  domain: string;
}

/** What a thumbnail is called for screen readers: its English (else any) alt text, else its size. */
export function mediaName(item: MediaLibraryItem): string {
  const text = item.alt.en || Object.values(item.alt).find(Boolean);
  return text ? text : `Image without alt text, ${item.width} × ${item.height}`;
}

/** /{domain}/media: the site's images, newest first, searchable by alt text, each with its details. */
export function MediaLibraryPage({ siteId, domain }: MediaLibraryPageProps) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const library = useMediaLibrary(siteId, q, page);
  const languages = useLanguages(siteId);
  const open = library.data?.media.find((item) => item.id === openId) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search by alt text"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
          maw="100%"
        />
        {library.data && (
          <Text size="sm" c="dimmed" role="status">
            {library.data.total} {library.data.total === 1 ? 'image' : 'images'}
          </Text>
        )}
      </Group>
      <MediaUpload siteId={siteId} />
      <QueryState
        what="Media library"
        isPending={library.isPending}
        error={library.error}
        data={library.data}
        refetch={library.refetch}
        isEmpty={(data) => data.media.length === 0}
        emptyTitle={q ? 'No image matches' : 'No images yet'}
        emptyText={
          q ? `No alt text contains “${q}”.` : 'Upload an image: drop it above or choose a file.'
        }
      >
        {(data) => (
          <Stack gap="md">
            <ul className={classes.grid} aria-label="Images">
              {data.media.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={classes.tile}
                    onClick={() => setOpenId(item.id)}
                    aria-label={`${mediaName(item)}: details`}
                  >
                    <img
                      src={variantAtLeast(item.variants, 320, item.url)}
                      alt=""
                      width={item.width}
                      height={item.height}
                      loading="lazy"
                      className={classes.thumb}
                    />
                    {item.used_by.length > 0 && (
                      <Badge size="xs" variant="light" className={classes.usedBadge}>
                        In use
                      </Badge>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            {data.total > data.per_page && (
              <Pagination
                total={Math.ceil(data.total / data.per_page)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Stack>
        )}
      </QueryState>
      <Drawer
        opened={open !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="md"
        title="Image details"
      >
        {open && (
          <MediaDetails
            key={open.id}
            item={open}
            languages={languages.data ?? []}
            domain={domain}
            onDeleted={() => setOpenId(null)}
          />
        )}
      </Drawer>
      {languages.error && (
        <Button variant="subtle" onClick={() => void languages.refetch()}>
          The site’s languages did not load: retry
        </Button>
      )}
    </Stack>
  );
}
