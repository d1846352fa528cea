import { useParams } from 'react-router';
import { SiteRequired } from '../../components/site-required';
import { MediaPickerProvider } from '../media-picker-provider';
import { POST_PARAM } from '../../config/paths';
import { PostEditorPage } from '../../features/post-editor/components/post-editor-page';

export function Component() {
  const raw = useParams()[POST_PARAM];
  const id = Number(raw);
  const postId = Number.isInteger(id) && id > 0 ? id : -1;
  return (
    <SiteRequired>
      {(site) => (
        <MediaPickerProvider siteId={site.id}>
          <PostEditorPage key={postId} site={site} postId={postId} />
        </MediaPickerProvider>
      )}
    </SiteRequired>
  );
}
