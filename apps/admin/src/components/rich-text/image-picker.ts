import { createContext, type ComponentType } from 'react';

/** An image chosen for a body: what its <img> carries. */
export interface PickedImage {
  /** The library image's id (an author's avatar keeps it). */
  id?: number;
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ImagePickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (image: PickedImage) => void;
  /** The language being written: the alt text offered is the image's in that language. */
  lang?: string;
  /** The dialog's title, when it is not for a body's image (e.g. "Choose an avatar"). */
  title?: string;
}

/**
 * The picker a rich-text toolbar opens for "Insert image" (the media library's, bound to the
 * site): provided by the page that composes the editor, so this shared field needs no feature.
 * None provided: no image control.
 */
export const ImagePickerContext = createContext<ComponentType<ImagePickerProps> | null>(null);
