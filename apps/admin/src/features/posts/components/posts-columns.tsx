import { Link } from 'react-router';
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ORIGINAL_LANGUAGE } from '@sitenet/api-client';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { RowActionMenu } from '../../../components/row-action-menu';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../../components/row-selection';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { MACHINE_MARK_LOOK, TRANSLATION_STATE_LOOK, languageStateText } from '../../../lib/translation-states';
import { languageLabel } from '@sitenet/i18n/languages';
import { type PostRow, type RowLanguage } from '../lib/posts-table';

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

/** A chip's look: the state's colour and icon, and the stale and machine marks as more icons. */
function ChipContent({ language }: { language: RowLanguage }) {
  const { status, stale, machine } = language.state;
  return (
    <Group component="span" gap={3} wrap="nowrap">
      <Icon name={TRANSLATION_STATE_LOOK[status].icon} size={11} />
      {language.code.toUpperCase()}
      {stale && <Icon name={TRANSLATION_STATE_LOOK.stale.icon} size={11} data-mark="stale" />}
      {machine && <Icon name={MACHINE_MARK_LOOK.icon} size={11} data-mark="machine" />}
    </Group>
  );
}

/**
 * EN (the original) first, then one chip per translation; each opens the editor on it and says
 * its state by icon, colour and name (published, scheduled, draft, and the stale mark).
 */
function TranslationChips({ post }: { post: PostRow }) {
  const domain = post.site?.domain;
  const chip = (language: RowLanguage) => {
    const { code, state } = language;
    const original = code === ORIGINAL_LANGUAGE;
    const name = `${languageLabel(code)}${original ? ' (original)' : ''}`;
    const stateText = languageStateText(state);
    const look = TRANSLATION_STATE_LOOK[state.status];
    const common = {
      size: 'sm',
      // The status's look; stale is its own icon on top, so a stale live chip still looks live.
      color: look.color,
      variant: look.variant,
      tt: 'none',
      title: `${name}: ${stateText}`,
      'data-state': state.status,
      'data-stale': state.stale || undefined,
      'data-machine': state.machine || undefined,
    } as const;
    if (!domain)
      return (
        <Badge key={code} {...common}>
          <ChipContent language={language} />
          <VisuallyHidden>{`: ${name}, ${stateText}`}</VisuallyHidden>
        </Badge>
      );
    return (
      <Badge
        key={code}
        {...common}
        component={Link}
        to={
          original
            ? paths.site.postEdit(domain, post.id)
            : paths.site.postEditLanguage(domain, post.id, code)
        }
        style={{ cursor: 'pointer' }}
      >
        <ChipContent language={language} />
        {/* The name says which language, its state and the post the link opens; the code stays its start. */}
        <VisuallyHidden>{`: ${name}, ${stateText}, edit “${post.title}”`}</VisuallyHidden>
      </Badge>
    );
  };
  return (
    <Group gap={4} wrap="wrap">
      {post.languages.map(chip)}
    </Group>
  );
}

/** The spec's status (English's flag) and whether the post is live in any language. */
function StatusCell({ post }: { post: PostRow }) {
  const published = post.status === 'published';
  const liveNames = post.live.map((code) => languageLabel(code)).join(', ');
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={published ? 'green' : 'yellow'} variant="light" tt="capitalize">
        {post.status}
      </Badge>
      {post.live.length > 0 && (
        <Text
          size="xs"
          title={`Live in ${liveNames}`}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
          data-live={post.live.join(',')}
        >
          {/* The green is the icon's alone: small green text failed contrast on the table's rows. */}
          <Text component="span" c="green.7" lh={0}>
            <Icon name="sites" size={12} />
          </Text>
          Live
          {!published && ` (${post.live.map((code) => code.toUpperCase()).join(', ')})`}
          <VisuallyHidden>{` in ${liveNames}`}</VisuallyHidden>
        </Text>
      )}
    </Stack>
  );
}

function buildColumns({ withSite }: { withSite: boolean }) {
  return helper.columns([
    helper.display({
      id: 'select',
      header: () => <SelectPageCheckbox />,
      size: 36,
      enableHiding: false,
      cell: ({ row }) => <SelectRowCheckbox id={row.original.id} title={row.original.title} />,
    }),
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
      cell: ({ row }) => <StatusCell post={row.original} />,
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
