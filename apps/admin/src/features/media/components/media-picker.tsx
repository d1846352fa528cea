import { useDeferredValue, useState } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import type { MediaLibraryItem } from '@sitenet/api-client';
import type { ImagePickerProps } from '../../../components/rich-text/image-picker';
import { QueryState } from '../../../components/query-state';
import { useMediaLibrary } from '../api/media-library';
import { MediaGrid, mediaName } from './media-grid';
import { MediaUpload } from './media-upload';

/** The alt text offered with a picked image: the language being written, else English. */
function altIn(item: MediaLibraryItem, lang: string | undefined): string {
  return (lang ? item.alt[lang] : undefined) ?? item.alt.en ?? '';
}

/** "Insert image" in a body: the site's library (search, upload) in a dialog; a click picks one. */
export function MediaPicker({
  siteId,
  opened,
  onClose,
  onPick,
  lang,
  title = 'Insert an image from the library',
}: ImagePickerProps & { siteId: number }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const library = useMediaLibrary(siteId, q);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="min(780px, calc(100vw - 32px))"
    >
      {opened && (
        <Stack gap="sm">
          <TextInput
            label="Search by alt text"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          <MediaUpload siteId={siteId} />
          <QueryState
            what="Media library"
            isPending={library.isPending}
            error={library.error}
            data={library.data}
            refetch={library.refetch}
            isEmpty={(data) => data.media.length === 0}
            emptyTitle={q ? 'No image matches' : 'No images yet'}
            emptyText={q ? `No alt text contains “${q}”.` : 'Upload one above.'}
          >
            {(data) => (
              <MediaGrid
                items={data.media}
                label="Images to insert"
                tileLabel={(item) => `Insert ${mediaName(item)}`}
                onChoose={(item) =>
                  onPick({
                    id: item.id,
                    src: item.url,
                    alt: altIn(item, lang),
                    width: item.width,
                    height: item.height,
                  })
                }
              />
            )}
          </QueryState>
          <Text size="xs" c="dimmed">
            The image goes in with its alt text in this language; write one in the library if it has
            none.
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
