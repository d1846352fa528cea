import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import type { AdminCategory } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SiteDataTable } from '../../../components/site-data-table';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
import { useCan } from '../../../lib/use-can';
import { useCategories } from '../../../lib/api/get-categories';
import { useCategoryWrites } from '../api/categories';
import { WORDS } from '../lib/words';
import { CategoryFormDialog } from './category-form-dialog';
import classes from './categories.module.css';

export interface CategoriesPageProps {
  siteId: number;
  siteName?: string;
  /** The site's languages, English (the original) first. */
  languages: string[];
}

const nameOf = (category: AdminCategory) => category.translations.en?.name ?? category.key;

/** /{domain}/categories: the site's categories in order, with their names, posts and navigation switch. */
export function CategoriesPage({ siteId, siteName, languages }: CategoriesPageProps) {
  const query = useCategories(siteId);
  const writes = useCategoryWrites(siteId);
  const canEdit = useCan('posts.write_any', siteId);
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  // The posts still using a row refuse its delete (409): the dialog says how many and what to do.
  const deletion = useConfirmedDelete<AdminCategory>(writes.remove, {
    deleted: (c) => WORDS.deleted(nameOf(c)),
    blocked: WORDS.deleteBlocked,
  });

  const move = (list: AdminCategory[], index: number, by: -1 | 1) => {
    const ids = list.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    writes.reorder.mutate(ids, {
      onSuccess: () => notifySuccess(WORDS.reordered),
      onError: (error) => logger.error('Failed to reorder categories', error),
    });
  };

  const toggleNav = (category: AdminCategory, inNav: boolean) =>
    writes.update.mutate(
      { id: category.id, body: { in_nav: inNav } },
      {
        onSuccess: () =>
          notifySuccess(
            inNav ? WORDS.navShown(nameOf(category)) : WORDS.navHidden(nameOf(category)),
          ),
        onError: (error) => logger.error('Failed to change the navigation', error),
      },
    );

  const busy = writes.reorder.isPending;
  return (
    <>
      <SiteDataTable
        title={WORDS.title(siteName)}
        intro={WORDS.intro}
        add={canEdit ? { label: WORDS.add, onClick: () => setEditing('new') } : undefined}
        query={query}
        words={WORDS}
        failureLog="Failed to fetch categories"
        minWidth={720}
        columns={[
          WORDS.columns.category,
          WORDS.columns.languages,
          WORDS.columns.posts,
          WORDS.columns.nav,
          WORDS.columns.order,
          WORDS.columns.actions,
        ]}
      >
        {(list) => (
          <>
            {list.map((category, index) => {
              const name = nameOf(category);
              return (
                <Table.Tr key={category.id} data-testid="category-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <span
                        className={classes.emoji}
                        style={{ background: category.gradient }}
                        aria-hidden="true"
                      >
                        {category.emoji}
                      </span>
                      <div>
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {category.key}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {languages.map((code) => (
                        <Badge
                          key={code}
                          variant="light"
                          color={category.translations[code] ? 'indigo' : 'gray'}
                          tt="none"
                        >
                          {code.toUpperCase()}: {category.translations[code]?.name ?? '—'}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{WORDS.postsCount(category.posts_count)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={category.in_nav}
                      disabled={!canEdit || writes.update.isPending}
                      onChange={(event) => toggleNav(category, event.currentTarget.checked)}
                      aria-label={WORDS.inNav(name)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={WORDS.moveUp(name)}
                        disabled={!canEdit || busy || index === 0}
                        onClick={() => move(list, index, -1)}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={WORDS.moveDown(name)}
                        disabled={!canEdit || busy || index === list.length - 1}
                        onClick={() => move(list, index, 1)}
                      >
                        ↓
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={WORDS.edit(name)}
                          onClick={() => setEditing(category)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={WORDS.remove(name)}
                          onClick={() => {
                            deletion.ask(category);
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
        <CategoryFormDialog
          siteId={siteId}
          languages={languages}
          category={editing === 'new' ? undefined : editing}
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
        {deletion.target ? WORDS.deleteText(nameOf(deletion.target)) : ''}
      </ConfirmDialog>
    </>
  );
}
