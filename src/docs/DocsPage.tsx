import * as React from 'react';
import Head from 'next/head';
import AppFrame from '../layout/AppFrame';
import MarkdownContent from './MarkdownContent';
import SeoHead from '../components/SeoHead';
import PageTabs from './PageTabs';
import ApiLinks from './ApiLinks';
import { AdProvider } from '../ads/AdProvider';
import { PAGE_AD_PLACEMENT } from '../ads/adConfig';
import type { DocsPageProps } from './types';
import { PAGE_FONTS } from '../fonts/selfHostedFonts';
import dynamic from 'next/dynamic';
import { AdSlot, CodeBlockBehaviour, PageActions, PageFooter, SideNav, TableOfContents } from './pageParts';
import styles from './DocsPage.module.css';
import StaticSheet from '../components/StaticSheet';
import './pagePartStyles';
import { BelowFold, FoldLine } from './FoldLine';
import PaintGate from '../layout/PaintGate';
import type { MarkdownSegment } from './types';

// The demo frame is one chunk, loaded by pages with demos only; each demo's own code is an island
// that loads when the demo nears the viewport (src/islands/Island.tsx).
const Demo = dynamic(() => import('../islands/frames').then((module) => module.Demo));
const DemoPageStyles = dynamic(() => import('../islands/frames').then((module) => module.DemoPageStyles));
const Playground = dynamic(() => import('../islands/frames').then((module) => module.Playground));
// Tools (src/tools/) are few and on few pages: a chunk of their own keeps them out of the demo pages' first load.
const Tool = dynamic(() => import('../tools/ToolIsland'));
const CssVarsPlayground = dynamic(() => import('../islands/frames').then((module) => module.CssVarsPlayground));

/** Frames above the fold line (src/islands/offscreenRendering.ts): the ones a first screen may show. */
const FRAMES_ABOVE_FOLD_LINE = 2;

type FrameSegment = Extract<MarkdownSegment, { demo: string } | { playground: string } | { cssVars: string }>;

export default function DocsPage(props: DocsPageProps) {
  const {
    title,
    head,
    description,
    segments,
    islandPage,
    demos,
    playgrounds,
    toc,
    route,
    tabs,
    apiLinks,
    product,
    navigation,
    activeRoute,
    prev,
    next,
    editUrl,
  } = props;
  const articleRef = React.useRef<HTMLElement>(null);
  const firstDemo = segments.find((segment) => 'demo' in segment);
  // Preloaded so that the demos' first paint is already in their fonts; a page without demos has none.
  const fontFiles = props.fonts.map((font) => PAGE_FONTS[font]);
  const frameOf = (segment: FrameSegment): { key: string; frame: React.ReactElement } => {
    if ('cssVars' in segment) {
      return { key: `${islandPage}/css-vars/${segment.cssVars}`, frame: <CssVarsPlayground name={segment.cssVars} pageKey={islandPage} /> };
    }
    if ('playground' in segment) {
      const data = playgrounds.find(({ name }) => name === segment.playground)!;
      return { key: `${islandPage}/playground/${data.name}`, frame: <Playground data={data} pageKey={islandPage} /> };
    }
    const demo = demos.find(({ name }) => name === segment.demo)!;
    // Keyed by page too: a client-side navigation gives every island a root of its own.
    return { key: demo.key, frame: <Demo demo={demo} iframeHeight={segment.iframe} showAd={segment === firstDemo} /> };
  };
  const frameSegments = segments.filter((segment): segment is FrameSegment => !('html' in segment) && !('tool' in segment));
  return (
    <AppFrame
      product={product}
      navigation={<SideNav items={navigation} itemsFile={props.navigationFile} activeRoute={activeRoute} />}
      toc={<TableOfContents toc={toc} />}
    >
      <SeoHead head={head} />
      <Head>
        {fontFiles
          .flatMap(({ preloads }) => preloads)
          .map((href) => (
            <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={href} />
          ))}
      </Head>
      {fontFiles.flatMap(({ stylesheet }) => (stylesheet ? [<StaticSheet key={stylesheet} href={stylesheet} precedence="fonts" />] : []))}
      <AdProvider placement={PAGE_AD_PLACEMENT}>
        {/* The search index (scripts/build-search-index.ts) takes this article only, filtered by product. */}
        <article ref={articleRef} data-pagefind-body="" data-pagefind-filter={`product:${product.name}`}>
          <div className="page-title-row">
            <h1 className={styles.title}>{title}</h1>
            <PageActions route={route} title={title} />
          </div>
          <PaintGate name="title-row" />
          <p className={styles.description}>{description}</p>
          <AdSlot key={route} />
          <PageTabs tabs={tabs} current={route} />
          <ApiLinks links={apiLinks} />
          {demos.length + playgrounds.length + props.cssVars.length > 0 ? <DemoPageStyles library={props.demoLibrary} /> : null}
          {/*
            A boundary of its own: React hydrates the page's body after the frame, in slices of a few
            milliseconds (selective hydration), not in the one long task of the first pass.
          */}
          <React.Suspense fallback={null}>
            {segments.map((segment, index) => {
              if ('html' in segment) {
                return <MarkdownContent key={index} html={segment.html} />;
              }
              if ('tool' in segment) {
                return <Tool key={`${islandPage}/tool/${segment.tool}`} name={segment.tool} pageKey={islandPage} />;
              }
              const { key, frame } = frameOf(segment);
              const position = frameSegments.indexOf(segment);
              if (position < FRAMES_ABOVE_FOLD_LINE) {
                return <React.Fragment key={key}>{frame}</React.Fragment>;
              }
              return (
                <React.Fragment key={key}>
                  {position === FRAMES_ABOVE_FOLD_LINE ? <FoldLine /> : null}
                  <BelowFold>{frame}</BelowFold>
                </React.Fragment>
              );
            })}
          </React.Suspense>
        </article>
      </AdProvider>
      <CodeBlockBehaviour article={articleRef} route={route} />
      <footer className={styles.footer}>
        {/* Keyed by the page, so a client-side navigation asks for feedback afresh. */}
        <PageFooter key={route} route={route} editUrl={editUrl} lastUpdated={props.lastUpdated} prev={prev} next={next} />
      </footer>
    </AppFrame>
  );
}
