import * as React from 'react';
import { useCodePreferences } from './CodePreferences';
import CopyToolButton, { toolButtonClass } from './CopyToolButton';
import { demoAnchor } from './demoLink';
import { fetchPreviews, knownPreviews } from './demoPreviews';
import SiteIcon from '../icons/SiteIcon';
import CodePath from '../icons/paths/Code';
import ContentCopyPath from '../icons/paths/ContentCopy';
import LinkPath from '../icons/paths/Link';
import RefreshPath from '../icons/paths/Refresh';
import { CODE_VARIANTS } from '../utils/codeVariant';
import { fetchJson } from '../utils/fetchJson';
import { CODE_STYLINGS, STYLING_KEYS } from '../utils/codeStyling';
import type { DemoCode, DemoCodeFile, DemoData, DemoLibrary, StylingKey } from './types';
import { JOY_THEME_STYLESHEET } from './joyThemeStyleSheet';
import { MATERIAL_THEME_STYLESHEET } from './materialThemeStyleSheet';
import StaticSheet from '../components/StaticSheet';
import Island from '../islands/Island';
import IslandFrame from '../islands/IslandFrame';
import styles from './Demo.module.css';
import { islandAddress, loadedIsland, loadIsland } from '../islands/islandRegistry';
import { AdProvider, useAdConfig } from '../ads/AdProvider';
import AdErrorBoundary from '../ads/AdErrorBoundary';
import { DEMO_AD_PLACEMENT } from '../ads/adConfig';
import { adLabel } from '../ads/adEvents';
import { gaEventAttributes } from '../analytics/eventAttributes';

const DemoInlineAd = React.lazy(() => import('../ads/DemoInlineAd'));
const DEMO_AD_LABEL = adLabel('feed', DEMO_AD_PLACEMENT, 'inline');

/**
 * What every demo of a page shares, linked once per page: the demo theme's CSS variables (both
 * colour schemes, switched by the site's class on <html>; Joy UI's too), as static style sheets.
 * The rules that show one language and one styling of each demo are in the document's sheet
 * (src/demos/demoStyles.ts).
 */
export function DemoPageStyles({ library }: { library: DemoLibrary }) {
  // The playgrounds' controls are Material UI's, on Joy UI's pages too.
  const sheets = library === 'joy' ? [MATERIAL_THEME_STYLESHEET, JOY_THEME_STYLESHEET] : [MATERIAL_THEME_STYLESHEET];
  // On a client-side navigation React shows the page once a linked sheet has loaded.
  return (
    <>
      {sheets.map((href) => (
        <StaticSheet key={href} href={href} precedence="demos" />
      ))}
    </>
  );
}

const codeRequests = new Map<string, Promise<DemoCodeFile>>();

/** A demo's full code is not part of the page: it is fetched once, when first needed. */
function fetchCode(url: string): Promise<DemoCodeFile> {
  if (!codeRequests.has(url)) {
    codeRequests.set(
      url,
      fetchJson(url)
        .then((built) => (built as { code: DemoCodeFile }).code)
        .catch((error: unknown) => {
          codeRequests.delete(url);
          throw error;
        }),
    );
  }
  return codeRequests.get(url)!;
}

function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

function Highlighted({ html, ...attributes }: { html: string } & Record<string, string | undefined>) {
  return (
    <div
      {...attributes}
      className={styles.highlighted}
      dangerouslySetInnerHTML={{ __html: html }}
      // Before its previews are fetched, the browser renders them empty and keeps the server's HTML.
      suppressHydrationWarning
    />
  );
}

/**
 * The demo's short JSX, every styling and language (the page's rules show the reader's). It is not
 * in the page data: the server has it from getStaticProps, the browser keeps the server's HTML, and
 * fetches the page's previews only when there is none (after a client-side navigation).
 */
function DemoPreviewBlocks({ demo, hidden }: { demo: DemoData; hidden: boolean }) {
  const { pageKey, name } = islandAddress(demo.key);
  const [previews, setPreviews] = React.useState(() => knownPreviews(pageKey)?.[name]);
  const ref = React.useRef<HTMLDivElement>(null);
  if (typeof window === 'undefined' && !previews) {
    throw new Error(`The previews of ${demo.key} are not on the server: getStaticProps must provide the page's previews`);
  }
  React.useEffect(() => {
    if (!previews && !ref.current!.querySelector('pre')) {
      fetchPreviews(pageKey).then(
        (page) => setPreviews(page[name]),
        (error: unknown) => console.warn(`Demo ${demo.name}: its code preview could not load.`, error),
      );
    }
  }, [previews, pageKey, name, demo.name]);
  return (
    <div ref={ref} hidden={hidden}>
      {demo.previewStylings.flatMap((key) => [
        <Highlighted key={`${key}-ts`} html={previews?.[key]?.ts ?? ''} data-styling={key} data-variant="TS" />,
        <Highlighted key={`${key}-js`} html={previews?.[key]?.js ?? ''} data-styling={key} data-variant="JS" />,
      ])}
    </div>
  );
}

/** A row of buttons of which one is pressed: the demo's code language, or its styling. */
function PressedGroup<Option extends string>(props: {
  label: string;
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className={styles.group}>
      {props.options.map((option) => (
        <button
          key={option}
          type="button"
          className={toolButtonClass}
          aria-pressed={props.value === option}
          onClick={() => props.onChange(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}

const PLAN_NAMES = { pro: 'Pro', premium: 'Premium' } as const;

/** The MUI X plan a demo's packages belong to: without that plan's license key they show a watermark. */
function PlanFlag({ plan }: { plan: NonNullable<DemoData['plan']> }) {
  return (
    <span data-plan={plan} title={`Uses MUI X ${PLAN_NAMES[plan]} packages, which need a commercial license key`} className={styles.plan}>
      {`${PLAN_NAMES[plan]} plan`}
    </span>
  );
}

/**
 * `showAd` marks the one demo of a page that may carry the feed's inline ad; `iframeHeight` frames
 * a demo that is a whole app (`{{demo:Name iframe}}`).
 */
export default function Demo({ demo, showAd = false, iframeHeight }: { demo: DemoData; showAd?: boolean; iframeHeight?: number }) {
  const { feedUrl, enabled: adsEnabled } = useAdConfig();
  const { pageKey, name } = islandAddress(demo.key);
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling } = useCodePreferences();
  const [codeOpen, setCodeOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const [code, setCode] = React.useState<DemoCodeFile | null>(null);
  const styling: StylingKey = demo.stylings.includes(STYLING_KEYS[codeStyling]) ? STYLING_KEYS[codeStyling] : 'system';
  const codeId = `${demo.name}-code`;
  const demoEvent = (action: string) => gaEventAttributes('demo', action, demo.name);

  const loadCode = async () => {
    const loaded = code ?? (await fetchCode(demo.codeUrl));
    setCode(loaded);
    return loaded[styling]!;
  };
  const sourceOf = (variantCode: DemoCode) => textOf(codeVariant === 'TS' ? variantCode.ts : variantCode.js);
  // A failed fetch or a refused clipboard leaves the demo as it was, with a warning, not an error.
  const warn = (error: unknown) => console.warn(`Demo ${demo.name}:`, error);
  const safely = (action: () => Promise<void>) => () => {
    action().catch(warn);
  };
  const toggleCode = safely(async () => {
    if (!codeOpen) {
      await loadCode();
    }
    setCodeOpen(!codeOpen);
  });

  const demoLink = async () => {
    const url = new URL(window.location.href);
    url.hash = demoAnchor(demo.name, codeVariant, styling);
    return url.toString();
  };
  const openSandbox = (target: 'codesandbox' | 'stackblitz') =>
    safely(async () => {
      const [sandbox, variantCode] = await Promise.all([import('./sandbox'), loadCode()]);
      const project = sandbox.createSandboxProject({
        name: demo.name,
        source: sourceOf(variantCode),
        variant: codeVariant,
        styling,
        files: variantCode.files,
      });
      if (target === 'codesandbox') {
        sandbox.postInNewTab(sandbox.CODESANDBOX_URL, sandbox.codeSandboxFields(project));
      } else {
        sandbox.postInNewTab(`${sandbox.STACKBLITZ_URL}?file=${project.openFile}`, sandbox.stackBlitzFields(project));
      }
    });

  return (
    <IslandFrame aria-label={`Demo: ${demo.name}`} data-stylings={demo.stylings.join(' ')}>
      {demo.stylings.includes('tailwind') ? (
        // The Tailwind build of the demos (no preflight), only on pages with Tailwind demos; React
        // places the stylesheet in <head>. Next's rule targets global CSS imports, not this.
        // eslint-disable-next-line @next/next/no-css-tags
        <link rel="stylesheet" href="/static/demos/tailwind.css" precedence="demos" />
      ) : null}
      {demo.stylings.flatMap((key) =>
        CODE_VARIANTS.map((variant) => (
          <span key={`${key}-${variant}`} id={demoAnchor(demo.name, variant, key)} style={{ display: 'block', scrollMarginTop: 88 }} />
        )),
      )}
      <div className={iframeHeight ? `${styles.stage} ${styles.framed}` : styles.stage}>
        <Island
          id={name}
          code={loadedIsland('demo', pageKey, name)}
          load={() => loadIsland('demo', pageKey, name)}
          render={(components, view, { DemoStage }) => (
            <DemoStage demo={demo} components={components} view={view} iframeHeight={iframeHeight} />
          )}
          resetKey={resetKey}
          label={`The ${demo.name} demo`}
        />
      </div>
      <div role="toolbar" aria-label={`${demo.name} demo tools`} className={styles.toolbar}>
        <button
          type="button"
          className={toolButtonClass}
          aria-expanded={codeOpen}
          aria-controls={codeId}
          onClick={toggleCode}
          {...demoEvent(codeOpen ? 'hide-code' : 'show-code')}
        >
          <SiteIcon path={CodePath} />
          {codeOpen ? 'Hide code' : 'Show code'}
        </button>
        <PressedGroup label="Code language" options={CODE_VARIANTS} value={codeVariant} onChange={setCodeVariant} />
        {demo.stylings.length > 1 ? (
          <PressedGroup
            label="Code styling"
            options={CODE_STYLINGS.filter((name) => demo.stylings.includes(STYLING_KEYS[name]))}
            value={codeStyling}
            onChange={setCodeStyling}
          />
        ) : null}
        {demo.plan ? <PlanFlag plan={demo.plan} /> : null}
        <div className={styles.spacer} />
        <CopyToolButton
          label="Copy the source"
          text="Copy"
          icon={<SiteIcon path={ContentCopyPath} />}
          textToCopy={async () => sourceOf(await loadCode())}
          onError={warn}
          {...demoEvent('copy')}
        />
        <CopyToolButton
          label="Copy a link to this demo"
          text="Link"
          icon={<SiteIcon path={LinkPath} />}
          textToCopy={demoLink}
          onError={warn}
          {...demoEvent('copy-link')}
        />
        <button
          type="button"
          className={toolButtonClass}
          aria-label="Reset the demo"
          title="Reset the demo"
          onClick={() => setResetKey(resetKey + 1)}
        >
          <SiteIcon path={RefreshPath} />
        </button>
        <button
          type="button"
          className={toolButtonClass}
          aria-label="Open in CodeSandbox"
          title="Open in CodeSandbox"
          onClick={openSandbox('codesandbox')}
          {...demoEvent('codesandbox')}
        >
          CodeSandbox
        </button>
        <button
          type="button"
          className={toolButtonClass}
          aria-label="Open in StackBlitz"
          title="Open in StackBlitz"
          onClick={openSandbox('stackblitz')}
          {...demoEvent('stackblitz')}
        >
          StackBlitz
        </button>
      </div>
      <div id={codeId} className={styles.code}>
        {codeOpen && code ? (
          <Highlighted html={codeVariant === 'TS' ? code[styling]!.ts : code[styling]!.js} data-testid="demo-source" />
        ) : null}
        {/* Hidden, not removed, while the code is open: what the server rendered stays for when it closes. */}
        {demo.previewStylings.length > 0 ? <DemoPreviewBlocks demo={demo} hidden={codeOpen && code !== null} /> : null}
      </div>
      {showAd && codeOpen && feedUrl && adsEnabled ? (
        <AdProvider placement={DEMO_AD_PLACEMENT}>
          <AdErrorBoundary getLabel={() => DEMO_AD_LABEL}>
            <DemoInlineAd />
          </AdErrorBoundary>
        </AdProvider>
      ) : null}
    </IslandFrame>
  );
}
