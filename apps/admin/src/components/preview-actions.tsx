import { ActionIcon, Anchor, Button, CopyButton, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ORIGINAL_LANGUAGE, type PreviewLink } from '@sitenet/api-client';
import { apiFailure } from '../lib/api-failure';
import { Icon } from './icons';
import { useCreatePreview, useRevokePreview } from '../lib/api/preview-links';
import { formatExact } from '../lib/format-relative';
import { siteUrl } from '../lib/site-url';

export interface PreviewActionsProps {
  postId: number;
  /** The translation's language code. */
  lang: string;
  languageName: string;
  siteDomain: string;
  /** The translation as saved (a preview shows the saved state); null when it is not saved yet. */
  saved: { status: string; slug: string } | null;
  /** There are unsaved changes: the preview will not show them. */
  unsaved?: boolean;
  size?: 'xs' | 'sm';
}

/** The public address of a translation: English has no prefix on the magazine. */
export function articleUrl(siteDomain: string, lang: string, slug: string): string {
  const prefix = lang === ORIGINAL_LANGUAGE ? '' : `/${lang}`;
  return `${siteUrl(siteDomain, window.location)}${prefix}/${encodeURIComponent(slug)}`;
}

/**
 * "Preview" of a translation in any state (a signed 24-hour link, opened in a new tab, shown with
 * its expiry, revocable) and "View on site" for a published one. The link is kept only here, for
 * as long as the screen is open: the server stores its hash alone.
 */
export function PreviewActions({ postId, lang, languageName, siteDomain, saved, unsaved = false, size = 'sm' }: PreviewActionsProps) {
  const create = useCreatePreview(postId, lang);
  const revoke = useRevokePreview();
  const [link, setLink] = useState<PreviewLink | null>(null);
  if (!saved) return null;

  const open = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setLink(made);
        // The new tab must not reach back into the console (noopener) nor learn where it came from.
        window.open(made.url, '_blank', 'noopener,noreferrer');
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Preview failed', message: apiFailure(error).message }),
    });
  const end = (current: PreviewLink) =>
    revoke.mutate(current.id, {
      onSuccess: () => {
        setLink(null);
        notifications.show({ color: 'green', title: 'Preview link revoked', message: `${languageName}: the link no longer works` });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Revoking failed', message: apiFailure(error).message }),
    });

  return (
    <Group gap="xs" wrap="wrap" data-testid={`preview-actions-${lang}`}>
      <Button size={size} variant="default" loading={create.isPending} onClick={open} aria-label={`Preview ${languageName}`}>
        Preview
      </Button>
      {saved.status === 'published' && (
        <Button
          size={size}
          variant="subtle"
          component="a"
          href={articleUrl(siteDomain, lang, saved.slug)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View on site (${languageName})`}
        >
          View on site
        </Button>
      )}
      {unsaved && (
        <Text size="xs" c="dimmed">
          Preview shows the last saved version.
        </Text>
      )}
      {link && (
        <Group gap="xs" wrap="wrap" role="status" aria-label="Preview link">
          <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm" data-testid="preview-link">
            Open preview
          </Anchor>
          <Text size="xs" c="dimmed">
            Works until {formatExact(link.expires_at)} for anyone with the link.
          </Text>
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Button size="compact-xs" variant="subtle" color="red" loading={revoke.isPending} onClick={() => end(link)}>
            Revoke link
          </Button>
        </Group>
      )}
    </Group>
  );
}

/**
 * A compact "Preview" for a list (the translation matrix): makes a link and opens it in a new tab.
 * Revoking stays in the editor, beside the link; an unrevoked link ends by itself in 24 hours.
 */
export function PreviewIconButton({ postId, lang, label }: { postId: number; lang: string; label: string }) {
  const create = useCreatePreview(postId, lang);
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-label={label}
      title={label}
      loading={create.isPending}
      onClick={() =>
        create.mutate(undefined, {
          onSuccess: (made) => window.open(made.url, '_blank', 'noopener,noreferrer'),
          onError: (error) => notifications.show({ color: 'red', title: 'Preview failed', message: apiFailure(error).message }),
        })
      }
    >
      <Icon name="eye" size={16} />
    </ActionIcon>
  );
}
