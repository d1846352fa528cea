import { useEffect, useState } from 'react';
import { Avatar, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Table.css';
import { ApiError, type AdminAuthor } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icons';
import { QueryState } from '../../../components/query-state';
import { apiFailure } from '../../../lib/api-failure';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
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
  const [deleting, setDeleting] = useState<AdminAuthor | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch authors', query.error);
  }, [query.error]);

  const memberName = (id: number | null) =>
    id === null ? WORDS.noMember : (team.data?.find((person) => person.id === id)?.name ?? `#${id}`);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(null);
    writes.remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(WORDS.deleted(deleting.name));
        setDeleting(null);
      },
      onError: (error) => {
        // 409: posts still name the author; the dialog says how many and what to do.
        const count =
          error instanceof ApiError
            ? (error.body as { posts_count?: number } | undefined)?.posts_count
            : undefined;
        setDeleteError(count !== undefined ? WORDS.deleteBlocked(count) : apiFailure(error).message);
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={22}>
            {WORDS.title(siteName)}
          </Title>
          <Text size="sm" c="dimmed">
            {WORDS.intro}
          </Text>
        </div>
        {canEdit && (
          <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setEditing('new')}>
            {WORDS.add}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={() => void query.refetch()}
        what={WORDS.loading}
        isEmpty={(list) => list.length === 0}
        emptyTitle={WORDS.emptyTitle}
        emptyText={WORDS.emptyText}
      >
        {(list) => (
          <Paper withBorder radius="md">
            {/* A phone scrolls the table sideways instead of squeezing its columns. */}
            <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
              <Table verticalSpacing="sm" highlightOnHover aria-label={WORDS.title(siteName)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{WORDS.columns.author}</Table.Th>
                    <Table.Th>{WORDS.columns.role}</Table.Th>
                    <Table.Th>{WORDS.columns.member}</Table.Th>
                    <Table.Th>{WORDS.columns.posts}</Table.Th>
                    <Table.Th>{WORDS.columns.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
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
                                setDeleteError(null);
                                setDeleting(author);
                              }}
                            >
                              Delete
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </QueryState>
      {editing && (
        <AuthorFormDialog
          siteId={siteId}
          languages={languages}
          author={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={WORDS.deleteTitle}
        confirmLabel={WORDS.deleteConfirm}
        confirmColor="red"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        error={deleteError}
        busy={writes.remove.isPending}
      >
        {deleting ? WORDS.deleteText(deleting.name) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
