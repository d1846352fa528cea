import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { ApiError, ORIGINAL_LANGUAGE, type AdminLanguage, type Site } from '@sitenet/api-client';
import { LANG_PARAM, paths } from '../../../config/paths';
import { useLanguages } from '../../../lib/api/get-languages';
import { usePost } from '../api/get-post';
import { useEditorLanguages } from '../hooks/use-editor-languages';
import { PostEditor } from './post-editor';

function Loading({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

/** The site's enabled languages, the original first; the original even if the list failed. */
function editorLanguages(languages: AdminLanguage[] | undefined): AdminLanguage[] {
  const enabled = (languages ?? []).filter((l) => l.enabled);
  const original = enabled.find((l) => l.code === ORIGINAL_LANGUAGE) ?? {
    id: 0,
    code: ORIGINAL_LANGUAGE,
    label: 'English',
    nativeName: 'English',
    flag: '🇬🇧',
    enabled: true,
    isDefault: true,
    translationProgress: 100,
    keyCount: 0,
  };
  return [original, ...enabled.filter((l) => l.code !== ORIGINAL_LANGUAGE)];
}

/** Loads what the editor needs: the post (when editing) and the site's languages. */
export function PostEditorPage({ site, postId }: { site: Site; postId: number | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const languagesQuery = useLanguages(site.id);
  const postQuery = usePost(postId);
  const siteLanguages = useMemo(() => editorLanguages(languagesQuery.data), [languagesQuery.data]);
  // A translator gets tabs for their languages only (and the English source).
  const languages = useEditorLanguages(site.id, siteLanguages);
  const requested = searchParams.get(LANG_PARAM) ?? ORIGINAL_LANGUAGE;
  const lang = languages.some((l) => l.code === requested) ? requested : ORIGINAL_LANGUAGE;

  const onLangChange = (code: string) => {
    const next = new URLSearchParams(searchParams);
    if (code === ORIGINAL_LANGUAGE) next.delete(LANG_PARAM);
    else next.set(LANG_PARAM, code);
    setSearchParams(next, { preventScrollReset: true });
  };

  if (languagesQuery.isPending || (postId !== null && postQuery.isPending)) {
    return <Loading text={postId === null ? 'Loading...' : 'Loading post...'} />;
  }
  if (postId !== null && postQuery.isError) {
    const missing = postQuery.error instanceof ApiError && postQuery.error.status === 404;
    return (
      <Alert color="red" title={missing ? 'Post not found' : 'The post could not be loaded'} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {missing
              ? 'It may have been deleted, or it belongs to another site.'
              : 'Check your connection and try again.'}
          </Text>
          <Button.Group>
            {!missing && (
              <Button size="xs" variant="light" color="red" onClick={() => void postQuery.refetch()}>
                Retry
              </Button>
            )}
            <Button size="xs" variant="default" component={Link} to={paths.site.posts(site.domain)}>
              Back to posts
            </Button>
          </Button.Group>
        </Stack>
      </Alert>
    );
  }
  const post = postId === null ? null : (postQuery.data ?? null);
  return (
    <Stack gap="sm">
      {requested !== lang && (
        <Alert color="yellow" role="status">
          {`"${requested}" is not enabled for ${site.name}; showing the English original.`}
        </Alert>
      )}
      {post?.deleted_at && (
        <Alert color="orange" role="status" title="This post is in the trash">
          <Button size="xs" variant="light" component={Link} to={paths.site.postsTrash(site.domain)}>
            Open the trash to restore it
          </Button>
        </Alert>
      )}
      <PostEditor
        key={post?.id ?? 'new'}
        site={site}
        post={post}
        languages={languages}
        lang={lang}
        onLangChange={onLangChange}
      />
    </Stack>
  );
}
