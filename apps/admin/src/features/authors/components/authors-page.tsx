import { useState } from 'react';
import { Avatar, Button, Group, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Table.css';
import type { AdminAuthor } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SiteDataTable } from '../../../components/site-data-table';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useCan } from '../../../lib/use-can';
import { useAuthors } from '../../../lib/api/get-authors';
import { useAuthorWrites, useTeam } from '../api/authors';
import { WORDS } from '../lib/words';
import { AuthorFormDialog } from './author-form-dialog';

export interface AuthorsPageProps {
  siteId: number;
  siteName?: string;
  /** The site's languages, English (the original) first. */
  languages: string[];
}

/** /{domain}/authors: who signs the site's posts, with their role, team member and post count. */
export function AuthorsPage({ siteId, siteName, languages }: AuthorsPageProps) {
  const query = useAuthors(siteId);
  const writes = useAuthorWrites(siteId);
  const canEdit = useCan('posts.write_any', siteId);
  const team = useTeam(siteId, canEdit);
  const [editing, setEditing] = useState<AdminAuthor | 'new' | null>(null);
  // The posts still using a row refuse its delete (409): the dialog says how many and what to do.
  const deletion = useConfirmedDelete<AdminAuthor>(writes.remove, {
    deleted: (author) => WORDS.deleted(author.name),
    blocked: WORDS.deleteBlocked,
  });

  const memberName = (id: number | null) =>
    id === null
      ? WORDS.noMember
      : (team.data?.find((person) => person.id === id)?.name ?? `#${id}`);

  return (
    <>
      <SiteDataTable
        title={WORDS.title(siteName)}
        intro={WORDS.intro}
        add={canEdit ? { label: WORDS.add, onClick: () => setEditing('new') } : undefined}
        query={query}
        words={WORDS}
        failureLog="Failed to fetch authors"
        minWidth={720}
        columns={[
          WORDS.columns.author,
          WORDS.columns.role,
          WORDS.columns.member,
          WORDS.columns.posts,
          WORDS.columns.actions,
        ]}
      >
        {(list) => (
          <>
            {list.map((author) => (
              <Table.Tr key={author.id} data-testid="author-row">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={author.avatar_url} alt="" radius="xl">
                      {author.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                    <div>
                      <Text size="sm" fw={600}>
                        {author.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {author.slug}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{author.translations.en?.role || '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{memberName(author.user_id)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{WORDS.postsCount(author.posts_count)}</Text>
                </Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={WORDS.edit(author.name)}
                        onClick={() => setEditing(author)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={WORDS.remove(author.name)}
                        onClick={() => {
                          deletion.ask(author);
                        }}
                      >
                        Delete
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </>
        )}
      </SiteDataTable>
      {editing && (
        <AuthorFormDialog
          siteId={siteId}
          languages={languages}
          author={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
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
        {deletion.target ? WORDS.deleteText(deletion.target.name) : ''}
      </ConfirmDialog>
    </>
  );
}
