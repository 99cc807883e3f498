import ClientLink from '../components/ClientLink';
import { PRODUCTS } from '../../data/products';
import nav from './navItem.module.css';
import styles from './ProductsNav.module.css';

/** Navigation for pages that belong to no product (home, 404, versions). */
export default function ProductsNav() {
  return (
    <div className={styles.products}>
      <h2 id="nav-products" className={nav.subheader}>
        Products
      </h2>
      <ul aria-labelledby="nav-products" className={nav.list}>
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <ClientLink href={product.href} className={nav.item}>
              {product.name}
            </ClientLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
