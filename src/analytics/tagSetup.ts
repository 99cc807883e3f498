/** A GA4 measurement id, `G-` then capitals and digits; anything else counts as unset. */
const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function toMeasurementId(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return MEASUREMENT_ID_PATTERN.test(trimmed) ? trimmed : null;
}

/** The build's measurement id (Next inlines this name into the client bundle). */
export function measurementIdFromEnvironment(): string | null {
  return toMeasurementId(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID);
}

/**
 * The inline script that defines `window.gtag` before any bundle runs: calls queue in
 * `window.dataLayer` until Google's script (if any) takes them over. With a valid id it also
 * configures the tag with automatic page views off; the id is validated here again and
 * JSON-encoded, so no setting can put code into the page.
 */
export function gtagInlineScript(value: string | null | undefined): string {
  const id = toMeasurementId(value);
  const config = id ? `gtag('js',new Date());gtag('config',${JSON.stringify(id)},{send_page_view:false});` : '';
  return `window.dataLayer=window.dataLayer||[];function gtag(){window.dataLayer.push(arguments)}window.gtag=gtag;${config}`;
}

export function tagManagerUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Requests Google's tag script; called after hydration, so it never competes with the page's own code. */
export function loadTagManager(doc: Document, id: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(id);
  doc.head.appendChild(script);
}
