import { useParams } from 'react-router';
import { SiteRequired } from '../../components/site-required';
import { MediaPickerProvider } from '../media-picker-provider';
import { SITE_PARAM } from '../../config/paths';
import { ChooseSite } from '../../features/post-editor/components/choose-site';
import { PostEditorPage } from '../../features/post-editor/components/post-editor-page';

/** /{domain}/posts/create writes for that site; /posts/create asks which site first. */
export function Component() {
  const domain = useParams()[SITE_PARAM];
  if (!domain) return <ChooseSite />;
  return (
    <SiteRequired>
      {(site) => (
        <MediaPickerProvider siteId={site.id}>
          <PostEditorPage key={site.id} site={site} postId={null} />
        </MediaPickerProvider>
      )}
    </SiteRequired>
  );
}
