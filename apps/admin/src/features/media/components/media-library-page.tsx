import { useDeferredValue, useState } from 'react';
import { Badge, Button, Drawer, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import { QueryState } from '../../../components/query-state';
import { useLanguages } from '../../../lib/api/get-languages';
import { useMediaLibrary } from '../api/media-library';
import { MediaDetails } from './media-details';
import { MediaGrid, mediaName } from './media-grid';
import { MediaUpload } from './media-upload';
import classes from './media-library.module.css';

export interface MediaLibraryPageProps {
  siteId: number;
  domain: string;
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
            <MediaGrid
              items={data.media}
              label="Images"
              tileLabel={(item) => `${mediaName(item)}: details`}
              onChoose={(item) => setOpenId(item.id)}
              badge={(item) =>
                item.used_by.length > 0 && (
                  <Badge size="xs" variant="light" className={classes.usedBadge}>
                    In use
                  </Badge>
                )
              }
            />
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
