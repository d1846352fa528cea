import type { AdminPostDetail } from '@sitenet/api-client';
import { PreviewActions } from '../../../components/preview-actions';
import { useEditor } from '../hooks/editor-context';

interface PreviewButtonProps {
  post: AdminPostDetail;
  lang: string;
  languageName: string;
  siteDomain: string;
}

/** The language pane's Preview / View on site, for the translation as last saved. */
export function PreviewButton({ post, lang, languageName, siteDomain }: PreviewButtonProps) {
  const unsaved = useEditor((s) => s.revision !== s.savedRevision);
  const saved = post.translations[lang];
  if (post.deleted_at) return null;
  return (
    <PreviewActions
      postId={post.id}
      lang={lang}
      languageName={languageName}
      siteDomain={siteDomain}
      saved={saved ? { status: saved.status, slug: saved.slug } : null}
      unsaved={unsaved}
    />
  );
}
