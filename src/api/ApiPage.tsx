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
import { rowKey, type ApiItemAnchors, type ApiRowKind, type ApiSectionKey } from './apiAnchors';
import { API_VIEW_ATTRIBUTE, applyApiView, parseApiView, type ApiView } from './apiView';
import ApiViewSwitch from './ApiViewSwitch';
import type { ApiComponentData, ApiHookData, ApiItemData, ApiPageProps, ApiPropData } from './types';
import hidden from '../components/VisuallyHidden.module.css';
import styles from './ApiPage.module.css';
import '../docs/pagePartStyles';
// The same title and description as a documentation page.
import pageStyles from '../docs/DocsPage.module.css';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const LONG_TYPE = 90;

/**
 * Tables become stacked cards on phones: every cell carries its column name. They are styled by the
 * document's sheet (src/api/apiPageStyles.ts, class `api-table`), as is the reader's list view, which
 * restyles the same rows: both forms share one markup (the rows' ids, the search index's anchors).
 */
function TypeCell({ type }: { type: string }) {
  if (type.length <= LONG_TYPE) {
    return <code>{type}</code>;
  }
  return (
    <details>
      <summary>
        <code>{`${type.slice(0, LONG_TYPE - 3)}…`}</code>
      </summary>
      <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{type}</code>
    </details>
  );
}

function PropsTable({ rows, rowId, label }: { rows: ApiPropData[]; rowId: (name: string) => string; label: string }) {
  if (rows.length === 0) {
    return <p className={`${styles.paragraph} ${styles.none}`}>None.</p>;
  }
  return (
    <table className="api-table">
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((prop) => {
          const id = rowId(prop.name);
          return (
            <tr key={prop.name} id={id}>
              <td data-label={label}>
                <a href={`#${id}`} className="api-anchor" aria-label={`Link to ${prop.name}, copies it`}>
                  <code>{prop.name}</code>
                </a>
                {prop.required ? (
                  <span className={styles.required} title="Required">
                    *<span className={hidden.visuallyHidden}>(required)</span>
                  </span>
                ) : null}
              </td>
              <td data-label="Type">
                <TypeCell type={prop.type} />
              </td>
              <td data-label="Default">{prop.default ? <code>{prop.default}</code> : null}</td>
              <td data-label="Description">
                {prop.deprecatedHtml ? (
                  <div className={styles.deprecated} dangerouslySetInnerHTML={{ __html: prop.deprecatedHtml }} />
                ) : null}
                <div dangerouslySetInnerHTML={{ __html: prop.descriptionHtml }} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
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

function ImportBlock({ item }: { item: ApiItemData }) {
  const code = importCode(item);
  return (
    <MarkdownContent
      html={`<div class="code-block"><pre tabindex="0"><code>${code.replace(/</g, '&lt;')}</code></pre><button type="button" class="copy-button" aria-label="Copy code" data-pagefind-ignore><span class="copy-label">Copy</span><span class="copied-label">Copied</span></button></div>`}
    />
  );
}

function ComponentFacts({ item }: { item: ApiComponentData }) {
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

function ApiItem({ item, anchors, viewSwitch }: { item: ApiItemData; anchors: ApiItemAnchors; viewSwitch: React.ReactNode }) {
  const sub = (key: ApiSectionKey) => anchors.sections[key] ?? key;
  const row = (kind: ApiRowKind, name: string) => anchors.rows[rowKey(kind, name)];
  const hook = item.kind === 'hook' ? (item as ApiHookData) : null;
  const component = item.kind === 'component' ? (item as ApiComponentData) : null;
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
            <PropsTable rows={hook.parameters} rowId={(name) => row('parameter', name)} label="Name" />
          </Section>
          <Section id={sub('return-value')} title="Return value">
            <PropsTable rows={hook.returnValue} rowId={(name) => row('return', name)} label="Name" />
          </Section>
        </>
      ) : null}
      {component ? (
        <>
          <Section id={sub('props')} title="Props" actions={viewSwitch}>
            <PropsTable rows={component.props} rowId={(name) => row('prop', name)} label="Name" />
          </Section>
          {component.slots.length > 0 ? (
            <Section id={sub('slots')} title="Slots">
              <table className="api-table">
                <thead>
                  <tr>
                    <th scope="col">Slot</th>
                    <th scope="col">Default</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <tbody>
                  {component.slots.map((slot) => (
                    <tr key={slot.name} id={row('slot', slot.name)}>
                      <td data-label="Slot">
                        <code>{slot.name}</code>
                      </td>
                      <td data-label="Default">{slot.default ? <code>{slot.default}</code> : null}</td>
                      <td data-label="Description" dangerouslySetInnerHTML={{ __html: slot.descriptionHtml }} />
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={styles.paragraph}>
                Pass a replacement in <code>slots</code> and extra props for each part in <code>slotProps</code>.
              </p>
            </Section>
          ) : null}
          {component.classes.length > 0 ? (
            <Section id={sub('css')} title="CSS classes">
              <table className="api-table">
                <thead>
                  <tr>
                    <th scope="col">Class name</th>
                    <th scope="col">Rule name</th>
                    <th scope="col">Description</th>
                  </tr>
                </thead>
                <tbody>
                  {component.classes.map((entry) => {
                    const id = row('classes', entry.key);
                    return (
                      <tr key={entry.key} id={id}>
                        <td data-label="Class name">
                          <a href={`#${id}`} className="api-anchor" aria-label={`Link to ${entry.className}, copies it`}>
                            <code>.{entry.className}</code>
                          </a>
                        </td>
                        <td data-label="Rule name">
                          <code>{entry.key}</code>
                        </td>
                        <td data-label="Description" dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} />
                      </tr>
                    );
                  })}
                </tbody>
              </table>
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
        <p className={pageStyles.description}>{page.description}</p>
        <AdProvider placement={PAGE_AD_PLACEMENT}>
          <AdSlot key={page.route} />
        </AdProvider>
        <PageTabs tabs={tabs} current={page.route} />
        {page.items.map((item, index) => (
          <ApiItem key={item.name} item={item} anchors={outline.items[index]} viewSwitch={viewSwitch} />
        ))}
      </article>
      <CodeBlockBehaviour article={articleRef} route={page.route} />
      <footer className={styles.footer}>
        <PageFooter key={page.route} route={page.route} prev={prev} next={next} />
      </footer>
    </AppFrame>
  );
}
