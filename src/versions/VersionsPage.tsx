import Link from '../components/Link';
import { DOCS_VERSIONS } from '../../data/products';
import type { DocumentedPackage } from './documentedPackages';
import styles from './VersionsPage.module.css';

/** The versions this build documents (`packages`, read from package.json at build time) and the earlier documentation. */
export default function VersionsPage({ packages }: { packages: DocumentedPackage[] }) {
  return (
    <>
      <h1 className={styles.title}>Versions</h1>
      <p className={styles.lead}>
        This site documents the releases below. The documentation of earlier major versions lives on its own sites.
      </p>
      <h2 className={styles.sectionTitle}>Documented here</h2>
      <table className={styles.table}>
        <caption>Package versions documented by this build</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Package</th>
            <th scope="col">Version</th>
          </tr>
        </thead>
        <tbody>
          {packages.map((row) => (
            <tr key={row.packageName}>
              <td>{row.name}</td>
              <td className={styles.packageName}>{row.packageName}</td>
              <td>{row.version}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={styles.sectionTitle}>Earlier versions</h2>
      <ul>
        {DOCS_VERSIONS.filter((version) => !version.current).map((version) => (
          <li key={version.text}>
            <Link href={version.href}>Material UI {version.text} documentation</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
