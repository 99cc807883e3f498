import Link from '../components/Link';
import { DOCS_VERSIONS } from '../../data/products';
import type { DocumentedPackage } from './documentedPackages';
import PaintGate from '../layout/PaintGate';
import styles from './VersionsPage.module.css';

/** `@mui/` of `@mui/material`; empty for an unscoped name. */
function scopeOf(packageName: string): string {
  return packageName.startsWith('@') ? packageName.slice(0, packageName.indexOf('/') + 1) : '';
}

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
              <td className={styles.packageName}>
                {/* A phone may break the name after its scope (`@mui/` then `x-date-pickers-pro`), never inside a word. */}
                {scopeOf(row.packageName)}
                <wbr />
                {row.packageName.slice(scopeOf(row.packageName).length)}
              </td>
              <td>{row.version}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The columns are as wide as their widest cell, and the caption sits under the last row: painted half parsed, they move. */}
      <PaintGate name="versions-table" />
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
