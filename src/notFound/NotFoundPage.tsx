import * as React from 'react';
import ClientLink from '../components/ClientLink';
import ButtonLink from '../components/ButtonLink';
import SiteIcon from '../icons/SiteIcon';
import HomePath from '../icons/paths/Home';
import { PAGE_INDEX_URL, suggestPages, toPageIndex, type PageIndexEntry } from './suggestPages';
import styles from './NotFoundPage.module.css';

/** The pages closest to the address the reader typed, once the page index has arrived. */
function useSuggestions(): PageIndexEntry[] {
  const [suggestions, setSuggestions] = React.useState<PageIndexEntry[]>([]);
  React.useEffect(() => {
    let current = true;
    fetch(PAGE_INDEX_URL)
      .then((response) => (response.ok ? response.json() : []))
      .then((data: unknown) => {
        if (current) {
          setSuggestions(suggestPages(window.location.pathname, toPageIndex(data)));
        }
      })
      // Without the index (offline, say) the page keeps its way home.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return suggestions;
}

export default function NotFoundPage() {
  const suggestions = useSuggestions();
  return (
    <div className={styles.page}>
      <p className={styles.overline}>Error 404</p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.lead}>
        This address does not lead to a page. It may have moved, or the link that brought you here may have a typo.
      </p>
      <ButtonLink href="/" startIcon={<SiteIcon path={HomePath} />}>
        Back to the home page
      </ButtonLink>
      {/* Below the button, so its arrival moves nothing the reader already sees. */}
      {suggestions.length > 0 ? (
        <section aria-labelledby="suggestions-title" className={styles.suggestions}>
          <h2 id="suggestions-title" className={styles.suggestionsTitle}>
            Were you looking for one of these?
          </h2>
          <ul className={styles.list}>
            {suggestions.map(([route, title, product]) => (
              <li key={route}>
                <ClientLink href={route} className={styles.suggestion}>
                  {title}
                  <span className={styles.where}>
                    {product} · {route}
                  </span>
                </ClientLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
