/**
 * Pagefind's excerpts are page text with `<mark>` around the matches. They are turned into
 * plain segments rendered as React text, so no markup but the highlight ever reaches the page.
 */

export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes HTML character references (numeric, and the few named ones page text uses). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Splits an excerpt into highlighted and plain runs; every other tag is dropped, entities decoded. */
export function excerptSegments(html: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let marked = false;
  for (const part of html.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(part)) {
      marked = true;
      continue;
    }
    if (/^<\/mark/i.test(part)) {
      marked = false;
      continue;
    }
    const text = decodeEntities(part.replace(/<[^>]*>?/g, ''));
    if (!text) {
      continue;
    }
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) {
      last.text += text;
    } else {
      segments.push({ text, marked });
    }
  }
  return segments;
}
