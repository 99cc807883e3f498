/**
 * Before the build: draws each product's social image (1200×630 PNG, for link previews), the
 * app icons and the favicon, and writes the web app manifest, all into public/ (generated, not committed).
 *
 * PNG without a native dependency: `next/og` (installed with Next) lays the images out with Satori
 * and rasterises them with resvg compiled to WebAssembly; text is drawn with the Roboto files the
 * site already self-hosts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { ImageResponse } from 'next/og';
import { PRODUCTS, PRODUCT_COLORS, PRODUCT_IDENTIFIERS, SITE_IDENTIFIER } from '../data/products';
import { SITE_DESCRIPTION, SITE_NAME, getSiteOrigin } from '../src/config';
import { SCHEME_BACKGROUNDS } from '../src/theme/createDocsTheme';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from '../src/seo/socialImage';
import { APP_ICON_SIZES, FAVICON_PATH, FAVICON_SIZE, WEB_MANIFEST_PATH, appIconPath, webManifest } from '../src/seo/webManifest';
import type { ProductIdentifier } from '../src/navigation/types';

const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
// The site's light-scheme text colours (src/theme/createDocsTheme.ts).
const TEXT = '#1a2027';
const TEXT_SECONDARY = '#4a5866';
const SITE_COLOR = PRODUCT_COLORS['material-ui'];

/** The site, and the products the home page does not list. */
const OTHER_TAGLINES: Record<string, string> = {
  mui: SITE_DESCRIPTION,
  'docs-infra': 'Test pages of the documentation infrastructure: Markdown features, navigation and demos.',
};

function taglineOf(product: ProductIdentifier): string {
  const tagline = PRODUCTS.find((entry) => entry.id === product.id)?.description ?? OTHER_TAGLINES[product.id];
  if (!tagline) {
    throw new Error(`No tagline for the social image of ${product.id}`);
  }
  return tagline;
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const fonts = [400, 700, 800].map((weight) => ({
  name: 'Roboto',
  weight: weight as 400 | 700 | 800,
  style: 'normal' as const,
  data: fs.readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`)),
}));

/** A light card: logo and name, the tagline, the site's name and address, the version, a band in the product's colour. */
function SocialCard({ product }: { product: ProductIdentifier }) {
  const color = PRODUCT_COLORS[product.id] ?? SITE_COLOR;
  const name = product === SITE_IDENTIFIER ? SITE_NAME : product.name;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#ffffff', fontFamily: 'Roboto' }}>
      <div
        style={{
          position: 'absolute',
          top: -280,
          right: -220,
          width: 760,
          height: 760,
          borderRadius: 380,
          background: color,
          opacity: 0.09,
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: 60,
          right: 70,
          width: 300,
          height: 300,
          borderRadius: 150,
          border: `28px solid ${color}`,
          opacity: 0.12,
        }}
      />
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '88px 88px 0' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn by Satori, not a page element */}
          <img src={svgDataUri(product.logoSvg)} width={104} height={104} alt="" />
          <div style={{ marginLeft: 28, fontSize: 84, fontWeight: 800, letterSpacing: -2, color: TEXT }}>{name}</div>
        </div>
        <div style={{ marginTop: 44, maxWidth: 900, fontSize: 40, lineHeight: 1.4, color: TEXT_SECONDARY }}>{taglineOf(product)}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 88px 52px', fontSize: 30 }}>
        <div style={{ display: 'flex' }}>
          <span style={{ fontWeight: 700, color }}>{SITE_NAME}</span>
          <span style={{ marginLeft: 20, color: TEXT_SECONDARY }}>{new URL(getSiteOrigin()).host}</span>
        </div>
        <div style={{ color: TEXT_SECONDARY }}>{product.versions.find((version) => version.current)?.text ?? ''}</div>
      </div>
      <div style={{ height: 18, background: color }} />
    </div>
  );
}

/** The site's mark: three white bars, each shorter and fainter, 20 units wide and 18 high. */
function MarkBars({ unit }: { unit: number }) {
  const bars = [
    { width: 20, opacity: 1 },
    { width: 14, opacity: 0.85 },
    { width: 8, opacity: 0.7 },
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: 20 * unit }}>
      {bars.map(({ width, opacity }, index) => (
        <div
          key={width}
          style={{
            width: width * unit,
            height: 4.5 * unit,
            borderRadius: 2.25 * unit,
            background: '#ffffff',
            opacity,
            marginTop: index === 0 ? 0 : 2.25 * unit,
          }}
        />
      ))}
    </div>
  );
}

/** The mark on a full-bleed square, kept inside the centre that masked icons show (a 40-unit grid). */
function AppIcon({ size }: { size: number }) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: SITE_COLOR }}>
      <MarkBars unit={size / 40} />
    </div>
  );
}

/** The tab's icon: the mark on a rounded square, on a 32-unit grid. */
function Favicon({ size }: { size: number }) {
  const unit = size / 32;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        borderRadius: 7 * unit,
        background: SITE_COLOR,
        padding: `${7 * unit}px ${6 * unit}px`,
      }}
    >
      <MarkBars unit={unit} />
    </div>
  );
}

async function writePng(file: string, element: ReactElement, width: number, height: number): Promise<number> {
  const png = Buffer.from(await new ImageResponse(element, { width, height, fonts }).arrayBuffer());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
  return png.length;
}

async function main() {
  const products = [SITE_IDENTIFIER, ...Object.values(PRODUCT_IDENTIFIERS)];
  let bytes = 0;
  for (const product of products) {
    const file = path.join(publicDir, socialImagePath(product.id));
    bytes += await writePng(file, <SocialCard product={product} />, SOCIAL_IMAGE_SIZE.width, SOCIAL_IMAGE_SIZE.height);
  }
  for (const size of APP_ICON_SIZES) {
    await writePng(path.join(publicDir, appIconPath(size)), <AppIcon size={size} />, size, size);
  }
  await writePng(path.join(publicDir, FAVICON_PATH), <Favicon size={FAVICON_SIZE} />, FAVICON_SIZE, FAVICON_SIZE);
  const manifest = webManifest({
    name: SITE_NAME,
    shortName: SITE_NAME,
    description: SITE_DESCRIPTION,
    themeColor: SCHEME_BACKGROUNDS.light,
    backgroundColor: SCHEME_BACKGROUNDS.light,
  });
  fs.writeFileSync(path.join(publicDir, WEB_MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `Site assets: ${products.length} social images (${(bytes / 1000).toFixed(0)} kB), ${APP_ICON_SIZES.length} app icons, the favicon, ${WEB_MANIFEST_PATH}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
