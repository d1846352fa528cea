import { Link } from 'react-router';
import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { RowActionMenu } from '../../../components/row-action-menu';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { languageLabel } from '@sitenet/i18n/languages';
import { type PostRow } from '../lib/posts-table';

const helper = createDataTableColumnHelper<PostRow>();

function TitleCell({ post }: { post: PostRow }) {
  if (!post.site)
    return (
      <Text size="sm" fw={600} lineClamp={2}>
        {post.title}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={paths.site.postEdit(post.site.domain, post.id)}
      size="sm"
      fw={600}
      lineClamp={2}
      c="inherit"
    >
      {post.title}
    </Anchor>
  );
}

/** EN (the original) first, then one chip per translation; each opens the editor on it. */
function TranslationChips({ post }: { post: PostRow }) {
  const domain = post.site?.domain;
  const chip = (code: string, original: boolean) => {
    const name = languageLabel(code);
    const label = code.toUpperCase();
    const look = original
      ? ({ variant: 'filled', color: 'indigo' } as const)
      : ({ variant: 'outline' } as const);
    if (!domain)
      return (
        <Badge key={code} size="sm" {...look} title={original ? `${name} (original)` : name}>
          {label}
        </Badge>
      );
    return (
      <Badge
        key={code}
        size="sm"
        {...look}
        component={Link}
        to={
          original
            ? paths.site.postEdit(domain, post.id)
            : paths.site.postEditLanguage(domain, post.id, code)
        }
        title={original ? `${name} (original)` : name}
        style={{ cursor: 'pointer' }}
      >
        {label}
        {/* The name says which language and post the link opens; the code stays its start. */}
        <VisuallyHidden>{`: ${name}${original ? ' (original)' : ''}, edit “${post.title}”`}</VisuallyHidden>
      </Badge>
    );
  };
  return (
    <Group gap={4} wrap="wrap">
      {chip('en', true)}
      {post.translations.map((code) => chip(code, false))}
    </Group>
  );
}

function buildColumns({ withSite }: { withSite: boolean }) {
  return helper.columns([
    helper.accessor('title', {
      id: 'title',
      header: 'Title',
      size: 320,
      enableHiding: false,
      sortDescFirst: false,
      cell: ({ row }) => <TitleCell post={row.original} />,
    }),
    ...(withSite
      ? [
          helper.accessor((row) => row.site?.name ?? '', {
            id: 'site',
            header: 'Site',
            sortDescFirst: false,
            cell: (info) => (
              <Text size="sm" title={info.row.original.site?.domain}>
                {info.getValue() || '—'}
              </Text>
            ),
          }),
        ]
      : []),
    helper.accessor('category', {
      id: 'category',
      header: 'Category',
      sortDescFirst: false,
      cell: (info) => (
        <Text size="sm" tt="capitalize">
          {info.getValue()}
        </Text>
      ),
    }),
    helper.accessor('status', {
      id: 'status',
      header: 'Status',
      sortDescFirst: false,
      cell: (info) => {
        const published = info.getValue() === 'published';
        return (
          <Badge color={published ? 'green' : 'yellow'} variant="light" tt="capitalize">
            {info.getValue()}
          </Badge>
        );
      },
    }),
    helper.accessor('translations', {
      header: 'Translations',
      enableSorting: false,
      cell: ({ row }) => <TranslationChips post={row.original} />,
    }),
    helper.accessor('updatedAt', {
      id: 'updated',
      header: 'Updated',
      // Newest first is what a click on a date column is expected to show.
      sortDescFirst: true,
      cell: (info) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(info.getValue())}
        </Text>
      ),
    }),
    helper.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      size: 60,
      enableHiding: false,
      cell: ({ row }) => {
        const { site, id, title } = row.original;
        return (
          <RowActionMenu
            itemLabel={title}
            editTo={site ? paths.site.postEdit(site.domain, id) : undefined}
          />
        );
      },
    }),
  ]);
}

/**
 * Module scope keeps the definitions stable between renders (TanStack Table 9 advice). The
 * global list (/posts) names each row's site; a site's own list does not repeat it.
 */
export const globalPostColumns = buildColumns({ withSite: true });
export const sitePostColumns = buildColumns({ withSite: false });
