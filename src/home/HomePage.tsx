import ClientLink from '../components/ClientLink';
import ButtonLink from '../components/ButtonLink';
import SiteIcon from '../icons/SiteIcon';
import ArrowForwardPath from '../icons/paths/ArrowForward';
import { PRODUCTS } from '../../data/products';
import styles from './HomePage.module.css';

export default function HomePage() {
  return (
    <>
      <header className={styles.intro}>
        <p className={styles.overline}>Documentation</p>
        <h1 className={styles.title}>Build React interfaces with the MUI libraries</h1>
        <p className={styles.lead}>
          Guides, live demos and API references for Material UI, Joy UI, MUI System and MUI Base, with the MUI X components and Toolpad Core
          alongside. Pick a library to start.
        </p>
        <div className={styles.actions}>
          <ButtonLink href={PRODUCTS[0].href} endIcon={<SiteIcon path={ArrowForwardPath} />}>
            Get started with Material UI
          </ButtonLink>
          <ButtonLink variant="outlined" href="/versions/">
            All versions
          </ButtonLink>
        </div>
      </header>
      <h2 className={styles.productsTitle}>Products</h2>
      <ul className={styles.products}>
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <ClientLink href={product.href} className={styles.card}>
              <h3 className={styles.productName}>{product.name}</h3>
              <p className={styles.packageName}>{product.packageName}</p>
              <p className={styles.description}>{product.description}</p>
            </ClientLink>
          </li>
        ))}
      </ul>
    </>
  );
}
