/**
 * JSON for a `<script type="application/ld+json">` element. The HTML parser ends a script at the
 * first `</script`, whatever the JSON around it, so `<` (and `>`, `&` for good measure) are written
 * as JSON escapes; U+2028 and U+2029 too, which older JavaScript parsers reject in strings.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
