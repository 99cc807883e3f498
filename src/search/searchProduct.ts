import { PRODUCT_IDENTIFIERS } from '../../data/products';
import { getProductInfoFromUrl } from '../utils/helpers';

/**
 * The product filter a search starts with on this URL: the product's name, as pages carry it in
 * `data-pagefind-filter` (the app bar's product). Null where no indexed product applies.
 */
export function searchProductFor(asPath: string): string | null {
  const { productId, productCategoryId } = getProductInfoFromUrl(asPath);
  const key = productCategoryId === 'x' || productCategoryId === 'toolpad' ? productCategoryId : productId;
  if (!key || key === 'docs-infra') {
    return null;
  }
  return PRODUCT_IDENTIFIERS[key]?.name ?? null;
}
