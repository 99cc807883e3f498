import { PRODUCT_IDENTIFIERS } from '../../data/products';
import { getProductInfoFromUrl } from '../utils/helpers';
import type { TreeId } from '../navigation/trees';
import type { ProductIdentifier } from '../navigation/types';

/** The product an app bar shows for a route: MUI X and Toolpad by family, others by product. */
export function productIdentifierOf(route: string, treeId: TreeId): ProductIdentifier {
  const { productId, productCategoryId } = getProductInfoFromUrl(route);
  if (productCategoryId === 'x' || productCategoryId === 'toolpad') {
    return PRODUCT_IDENTIFIERS[productCategoryId];
  }
  return PRODUCT_IDENTIFIERS[productId ?? ''] ?? PRODUCT_IDENTIFIERS[treeId === 'docs-infra' ? 'docs-infra' : 'material-ui'];
}
