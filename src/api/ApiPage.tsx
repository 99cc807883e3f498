import * as React from 'react';
import { AdProvider } from '../ads/AdProvider';
import { PAGE_AD_PLACEMENT } from '../ads/adConfig';
import ClientLink from '../components/ClientLink';
import AppFrame from '../layout/AppFrame';
import MarkdownContent from '../docs/MarkdownContent';
import PageTabs from '../docs/PageTabs';
import { AdSlot, ApiTableOfContents, CodeBlockBehaviour, PageActions, PageFooter, SideNav } from '../docs/pageParts';
import SeoHead from '../components/SeoHead';
import { apiPageTitle } from './apiPageTitle';
import { importCode } from './importCode';
import { copy } from '../utils/clipboard';
import type { ApiItemAnchors, ApiSectionKey } from './apiAnchors';
import { API_VIEW_ATTRIBUTE, applyApiView, parseApiView, type ApiView } from './apiView';
import ApiViewSwitch from './ApiViewSwitch';
import type { ApiItemTables, ApiItemView, ApiPageProps } from './types';
import styles from './ApiPage.module.css';
import '../docs/pagePartStyles';
// The same title and description as a documentation page.
import pageStyles from '../docs/DocsPage.module.css';
import PaintGate from '../layout/PaintGate';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * An item's table, as written at export (src/content/api/apiTablesHtml.ts). In the exported page's
 * embedded data the HTML is empty (scripts/lib/proseOnce.ts): React keeps the server's rows as they
 * are when it hydrates, and sets them only when the prop changes, on a client-side navigation.
 * Tables become stacked cards on phones, and the reader's list view restyles the same rows (the
 * document's sheet, src/api/apiPageStyles.ts): both forms share one markup.
 */
function ExportedTable({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** A table of props, parameters or return values; "None." when it has no row. */
function RowsOrNone({ html }: { html: string | undefined }) {
  return html === undefined ? <p className={`${styles.paragraph} ${styles.none}`}>None.</p> : <ExportedTable html={html} />;
}

function Section({ id, title, actions, children }: { id: string; title: string; actions?: React.ReactNode; children: React.ReactNode }) {
  const heading = (
    <h2 id={id} className={actions ? styles.sectionHeading : `${styles.sectionHeading} ${styles.spaced}`}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id}>
      {actions ? (
        <div className={`${styles.sectionHeader} ${styles.spaced}`}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

function ImportBlock({ item }: { item: ApiItemView }) {
  const code = importCode(item);
  return (
    <MarkdownContent
      html={`<div class="code-block"><pre tabindex="0"><code>${code.replace(/</g, '&lt;')}</code></pre><button type="button" class="copy-button" aria-label="Copy code" data-pagefind-ignore><span class="copy-label">Copy</span><span class="copied-label">Copied</span></button></div>`}
    />
  );
}

function ComponentFacts({ item }: { item: Extract<ApiItemView, { kind: 'component' }> }) {
  const facts: React.ReactNode[] = [];
  if (item.inherits) {
    facts.push(
      <>
        Props of the{' '}
        {item.inherits.route ? <ClientLink href={item.inherits.route}>{item.inherits.name}</ClientLink> : <code>{item.inherits.name}</code>}{' '}
        component are also available.
      </>,
    );
  }
  facts.push(
    item.forwardsRef ? (
      <>
        The ref is forwarded to the root element
        {item.rootElement ? (
          <>
            {' '}
            (<code>{`<${item.rootElement}>`}</code> by default)
          </>
        ) : null}
        .
      </>
    ) : (
      <>This component does not forward a ref.</>
    ),
  );
  if (item.overridable) {
    facts.push(
      <>
        Its root element can be replaced with the <code>component</code> prop.
      </>,
    );
  }
  if (item.themeKey) {
    facts.push(
      <>
        Theme key: <code>{item.themeKey}</code>, for default props and style overrides in <code>theme.components</code>.
      </>,
    );
  }
  if (item.bundle) {
    facts.push(
      <>
        Bundle size, with React and Emotion left out:{' '}
        <code>
          import {item.name} from &apos;{item.importPath}&apos;
        </code>{' '}
        is {kB(item.bundle.path.minified)} minified, {kB(item.bundle.path.gzip)} gzip; the named import from <code>{item.pkg}</code> is{' '}
        {kB(item.bundle.named.minified)} minified, {kB(item.bundle.named.gzip)} gzip.
      </>,
    );
  }
  return (
    <ul className={`${styles.list} ${styles.facts}`}>
      {facts.map((fact, index) => (
        <li key={index}>{fact}</li>
      ))}
    </ul>
  );
}

function ApiItem({
  item,
  tables,
  anchors,
  viewSwitch,
}: {
  item: ApiItemView;
  tables: ApiItemTables;
  anchors: ApiItemAnchors;
  viewSwitch: React.ReactNode;
}) {
  const sub = (key: ApiSectionKey) => anchors.sections[key] ?? key;
  const hook = item.kind === 'hook';
  const component = item.kind === 'component' ? item : null;
  const Root = item.anchor ? 'section' : 'div';
  return (
    <Root aria-labelledby={item.anchor}>
      {/* A hook's name is one long word (useMenuItemContextStabilizer): it may break anywhere rather than widen a phone's page. */}
      {item.anchor ? (
        <h2 id={item.anchor} className={styles.itemHeading}>
          {item.name}
        </h2>
      ) : null}
      {item.summaryHtml ? <MarkdownContent html={item.summaryHtml} /> : null}
      <Section id={sub('import')} title="Import">
        <ImportBlock item={item} />
        {component ? <ComponentFacts item={component} /> : null}
      </Section>
      {hook ? (
        <>
          <Section id={sub('parameters')} title="Parameters" actions={viewSwitch}>
            <RowsOrNone html={tables.parameters} />
          </Section>
          <Section id={sub('return-value')} title="Return value">
            <RowsOrNone html={tables.returnValue} />
          </Section>
        </>
      ) : null}
      {component ? (
        <>
          <Section id={sub('props')} title="Props" actions={viewSwitch}>
            <RowsOrNone html={tables.props} />
          </Section>
          {tables.slots !== undefined ? (
            <Section id={sub('slots')} title="Slots">
              <ExportedTable html={tables.slots} />
              <p className={styles.paragraph}>
                Pass a replacement in <code>slots</code> and extra props for each part in <code>slotProps</code>.
              </p>
            </Section>
          ) : null}
          {tables.classes !== undefined ? (
            <Section id={sub('css')} title="CSS classes">
              <ExportedTable html={tables.classes} />
            </Section>
          ) : null}
          {component.changesSinceV6 ? (
            <Section id={sub('changes')} title="Changes since v6">
              {component.changesSinceV6.added.length +
                component.changesSinceV6.removed.length +
                component.changesSinceV6.deprecated.length ===
              0 ? (
                <p className={styles.paragraph}>No prop was added, removed or newly deprecated since Material UI v6.</p>
              ) : null}
              <ul className={`${styles.list} ${styles.changes}`}>
                {(['added', 'removed', 'deprecated'] as const).map((change) =>
                  component.changesSinceV6![change].length > 0 ? (
                    <li key={change}>
                      {change === 'added' ? 'Added' : change === 'removed' ? 'Removed' : 'Newly deprecated'}:{' '}
                      {component.changesSinceV6![change].map((name, index) => (
                        <React.Fragment key={name}>
                          {index > 0 ? ', ' : ''}
                          <code>{name}</code>
                        </React.Fragment>
                      ))}
                    </li>
                  ) : null,
                )}
              </ul>
            </Section>
          ) : null}
        </>
      ) : null}
      {item.demos.length > 0 ? (
        <Section id={sub('demos')} title="Demos">
          <ul className={`${styles.list} ${styles.linked}`}>
            {item.demos.map((demo) => (
              <li key={demo.route}>
                <ClientLink href={demo.route}>{demo.title}</ClientLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </Root>
  );
}

export default function ApiPage(props: ApiPageProps) {
  const { page, outline, head, activeRoute, tabs, product, navigation, prev, next } = props;
  const title = apiPageTitle(page);
  const articleRef = React.useRef<HTMLElement>(null);
  const [view, setView] = React.useState<ApiView>('table');

  // The inline script marked <html> before the first paint; the buttons' state catches up once hydrated.
  React.useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setView(parseApiView(document.documentElement.getAttribute(API_VIEW_ATTRIBUTE)));
  }, []);
  const viewSwitch = (
    <ApiViewSwitch
      view={view}
      onChange={(next) => {
        setView(next);
        applyApiView(next);
      }}
    />
  );

  // A prop's or class's anchor link also copies its URL.
  React.useEffect(() => {
    const element = articleRef.current;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a.api-anchor');
      if (link) {
        copy(new URL(link.getAttribute('href')!, window.location.href).toString()).catch(() => {});
      }
    };
    element?.addEventListener('click', onClick);
    return () => element?.removeEventListener('click', onClick);
  }, []);

  return (
    <AppFrame
      product={product}
      navigation={<SideNav items={navigation} itemsFile={props.navigationFile} activeRoute={activeRoute} />}
      toc={<ApiTableOfContents toc={outline.toc} />}
      wide
    >
      <SeoHead head={head} />
      <article ref={articleRef} data-pagefind-body="" data-pagefind-filter={`product:${product.name}`} className={styles.article}>
        <div className="page-title-row">
          {/* In search results "Button API", apart from the Button page. */}
          <h1 data-pagefind-meta={`title:${title}`} className={pageStyles.title}>
            {page.title}
          </h1>
          <PageActions route={page.route} title={title} />
        </div>
        <PaintGate name="title-row" />
        <p className={pageStyles.description}>{page.description}</p>
        <AdProvider placement={PAGE_AD_PLACEMENT}>
          <AdSlot key={page.route} />
        </AdProvider>
        <PageTabs tabs={tabs} current={page.route} />
        {page.items.map((item, index) => (
          <ApiItem key={item.name} item={item} tables={props.tables[index]} anchors={outline.items[index]} viewSwitch={viewSwitch} />
        ))}
      </article>
      <CodeBlockBehaviour article={articleRef} route={page.route} />
      <footer className={styles.footer}>
        <PageFooter key={page.route} route={page.route} prev={prev} next={next} />
      </footer>
    </AppFrame>
  );
}
