import { useState } from 'react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import type { AdminTag } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SiteDataTable } from '../../../components/site-data-table';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useTags } from '../../../lib/api/get-tags';
import { useCan } from '../../../lib/use-can';
import { useTagWrites } from '../api/tags';
import { tagName, WORDS } from '../lib/words';
import { MergeTagDialog } from './merge-tag-dialog';
import { TagFormDialog } from './tag-form-dialog';

export interface TagsPageProps {
  siteId: number;
  siteName?: string;
  /** The site's languages, English (the original) first. */
  languages: string[];
}

/** /{domain}/tags: the site's tags with their names per language and post counts; rename, merge, delete. */
export function TagsPage({ siteId, siteName, languages }: TagsPageProps) {
  const query = useTags(siteId);
  const writes = useTagWrites(siteId);
  // Writers of the site create tags (the post editor does too); renaming, merging and deleting
  // change every post carrying the tag: editors only.
  const canEdit = useCan('posts.write_any', siteId);
  const canCreate = useCan('posts.write_own', siteId) || canEdit;
  const [editing, setEditing] = useState<AdminTag | 'new' | null>(null);
  const [merging, setMerging] = useState<AdminTag | null>(null);
  const deletion = useConfirmedDelete<AdminTag>(writes.remove, {
    deleted: (tag) => WORDS.deleted(tagName(tag)),
  });

  return (
    <>
      <SiteDataTable
        title={WORDS.title(siteName)}
        intro={WORDS.intro}
        add={canCreate ? { label: WORDS.add, onClick: () => setEditing('new') } : undefined}
        query={query}
        words={WORDS}
        failureLog="Failed to fetch tags"
        minWidth={640}
        columns={[
          WORDS.columns.tag,
          WORDS.columns.languages,
          WORDS.columns.posts,
          WORDS.columns.actions,
        ]}
      >
        {(list) => (
          <>
            {list.map((tag) => {
              const name = tagName(tag);
              return (
                <Table.Tr key={tag.id} data-testid="tag-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {languages.map((code) => (
                        <Badge
                          key={code}
                          variant="light"
                          color={tag.translations[code] ? 'indigo' : 'gray'}
                          tt="none"
                        >
                          {code.toUpperCase()}:{' '}
                          {tag.translations[code]
                            ? `${tag.translations[code].name} /${tag.translations[code].slug}`
                            : '—'}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{WORDS.postsCount(tag.posts_count)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={WORDS.rename(name)}
                          onClick={() => setEditing(tag)}
                        >
                          Rename
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={WORDS.mergeAction(name)}
                          onClick={() => setMerging(tag)}
                        >
                          Merge
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={WORDS.remove(name)}
                          onClick={() => {
                            deletion.ask(tag);
                          }}
                        >
                          Delete
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </>
        )}
      </SiteDataTable>
      {editing && (
        <TagFormDialog
          siteId={siteId}
          languages={languages}
          tag={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {merging && query.data && (
        <MergeTagDialog
          siteId={siteId}
          tag={merging}
          tags={query.data}
          onClose={() => setMerging(null)}
        />
      )}
      <ConfirmDialog
        opened={deletion.target !== null}
        title={WORDS.deleteTitle}
        confirmLabel={WORDS.deleteConfirm}
        confirmColor="red"
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        error={deletion.error}
        busy={deletion.busy}
      >
        {deletion.target
          ? WORDS.deleteText(tagName(deletion.target), deletion.target.posts_count)
          : ''}
      </ConfirmDialog>
    </>
  );
}
