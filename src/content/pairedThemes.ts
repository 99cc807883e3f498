/**
 * Code highlighted in both colour schemes with one tokenization. shiki's `themes` option
 * tokenizes the code once per theme, then merges the two results. GitHub's light and dark themes
 * have the same rules in the same order, only their colours differ; so one theme whose colours each
 * stand for a pair (light, dark) tokenizes once, and each token's colour gives back both. The HTML is
 * byte for byte what `themes` gives (test/unit/pairedThemes.test.ts), in about 60 % of the time.
 */
import {
  flatTokenVariants,
  stringifyTokenStyle,
  type HighlighterGeneric,
  type ShikiTransformer,
  type ThemedToken,
  type ThemeRegistration,
} from 'shiki';
import type { Element } from 'hast';

export interface PairedThemes {
  /** The name to highlight with (`theme`), once the highlighter has loaded `theme`. */
  name: string;
  theme: ThemeRegistration;
  /** Gives each token, and the block, the styles shiki's `themes: { light, dark }` would. */
  transformer: ShikiTransformer;
}

type ThemeRule = NonNullable<ThemeRegistration['settings']>[number];

function sameShape(a: ThemeRule, b: ThemeRule): boolean {
  return (
    JSON.stringify(a.scope) === JSON.stringify(b.scope) &&
    a.settings.fontStyle === b.settings.fontStyle &&
    Boolean(a.settings.foreground) === Boolean(b.settings.foreground) &&
    Boolean(a.settings.background) === Boolean(b.settings.background)
  );
}

/**
 * Pairs two loaded themes with the same rules. A pair of themes whose rules differ in anything but
 * their colours cannot be paired: the error says so rather than highlight one of them wrongly.
 */
export function pairThemes(highlighter: HighlighterGeneric<string, string>, lightName: string, darkName: string): PairedThemes {
  const light = highlighter.getTheme(lightName);
  const dark = highlighter.getTheme(darkName);
  if (light.settings.length !== dark.settings.length || light.settings.some((rule, index) => !sameShape(rule, dark.settings[index]))) {
    throw new Error(`Themes ${lightName} and ${darkName} differ in more than their colours: they cannot share one tokenization.`);
  }
  // One colour per pair of colours, as each theme has one per colour: tokens split where either theme's
  // would. Upper case, as the tokenizer writes a theme's colours.
  const pairs = new Map<string, { light: string; dark: string }>();
  const stands = new Map<string, string>();
  const stand = (lightColour: string | undefined, darkColour: string | undefined): string | undefined => {
    if (!lightColour || !darkColour) {
      return undefined;
    }
    const key = `${lightColour.toUpperCase()} ${darkColour.toUpperCase()}`;
    if (!stands.has(key)) {
      const colour = `#${(stands.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      stands.set(key, colour);
      pairs.set(colour, { light: lightColour.toUpperCase(), dark: darkColour.toUpperCase() });
    }
    return stands.get(key);
  };
  const name = `${lightName}+${darkName}`;
  const theme: ThemeRegistration = {
    name,
    type: 'light',
    fg: stand(light.fg, dark.fg),
    bg: stand(light.bg, dark.bg),
    settings: light.settings.map((rule, index) => {
      const other = dark.settings[index].settings;
      const settings = { ...rule.settings };
      if (settings.foreground) {
        settings.foreground = stand(settings.foreground, other.foreground);
      }
      if (settings.background) {
        settings.background = stand(settings.background, other.background);
      }
      return { ...rule, settings };
    }),
  };
  // The block's class and style under `themes`, taken from shiki itself.
  const block = (highlighter.codeToHast('', { lang: 'text', themes: { light: lightName, dark: darkName } }).children[0] as Element)
    .properties;
  // A token's style in both themes, written as shiki writes it; one per colour and font style, made once.
  const bothStyles = (pair: { light: string; dark: string }, fontStyle: ThemedToken['fontStyle']): string =>
    stringifyTokenStyle(
      flatTokenVariants(
        { content: '', offset: 0, variants: { light: { color: pair.light, fontStyle }, dark: { color: pair.dark, fontStyle } } },
        ['light', 'dark'],
        '--shiki-',
        'light',
      ).htmlStyle!,
    );
  const styles = new Map<string, string | null>();
  const transformer: ShikiTransformer = {
    name: 'paired-themes',
    pre(node) {
      node.properties.class = block.class;
      node.properties.style = block.style;
    },
    span(node, _line, _column, _lineElement, token) {
      const key = `${token.color} ${token.fontStyle}`;
      if (!styles.has(key)) {
        const pair = token.color ? pairs.get(token.color.toUpperCase()) : undefined;
        styles.set(key, pair ? bothStyles(pair, token.fontStyle) : null);
      }
      const style = styles.get(key);
      if (style) {
        node.properties.style = style;
      }
    },
  };
  return { name, theme, transformer };
}
