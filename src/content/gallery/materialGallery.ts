/** The All components gallery of the Material UI tree, from its navigation and its pages' front matter (build time). */
import { NAVIGATION_TREES } from '../../navigation/trees';
import { toNavItems } from '../../navigation/toNavItems';
import { readFrontMatter } from '../readPage';
import { galleryGroups, type GalleryGroup } from './componentGallery';

export function materialGalleryGroups(): GalleryGroup[] {
  return galleryGroups(toNavItems(NAVIGATION_TREES.material), (href) => readFrontMatter(href).description);
}
