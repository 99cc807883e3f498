import ClientLink from '../components/ClientLink';
import styles from './PageTabs.module.css';

/** Links between a component page and its API tabs, styled as tabs. */
export default function PageTabs({ tabs, current }: { tabs: { label: string; route: string }[]; current: string }) {
  if (tabs.length === 0) {
    return null;
  }
  return (
    <nav aria-label="Page sections" data-pagefind-ignore="" className={styles.tabs}>
      {tabs.map((tab) => (
        <ClientLink key={tab.route} href={tab.route} aria-current={tab.route === current ? 'page' : undefined} className={styles.tab}>
          {tab.label}
        </ClientLink>
      ))}
    </nav>
  );
}
