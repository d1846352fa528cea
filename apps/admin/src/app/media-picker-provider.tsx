import { useMemo, type ReactNode } from 'react';
import { ImagePickerContext, type ImagePickerProps } from '../components/rich-text/image-picker';
import { MediaPicker } from '../features/media/components/media-picker';

/** The post editor's rich-text bodies insert images from this site's media library (features meet here). */
export function MediaPickerProvider({ siteId, children }: { siteId: number; children: ReactNode }) {
  const Picker = useMemo(() => {
    function SitePicker(props: ImagePickerProps) {
      return <MediaPicker siteId={siteId} {...props} />;
    }
    return SitePicker;
  }, [siteId]);
  return <ImagePickerContext.Provider value={Picker}>{children}</ImagePickerContext.Provider>;
}
