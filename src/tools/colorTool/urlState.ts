/**
 * The chosen colours in the page's address, so that a palette can be shared:
 * `/material-ui/customization/color/?primary=3f51b5&secondary=f50057`. A hex colour is written
 * without its `#` (which would start the hash); reading accepts it with or without. A value that
 * is not a colour the tool accepts is ignored; a colour equal to the default is left out.
 */
import { parseColor } from './colorInput';
import { DEFAULT_COLORS, INTENTS, type ChosenColors } from './palette';

/** The colours an address's query string asks for (`location.search`, with or without its `?`). */
export function parseColorParams(search: string): Partial<ChosenColors> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const colors: Partial<ChosenColors> = {};
  for (const intent of INTENTS) {
    const value = params.get(intent);
    const parsed = value === null ? undefined : parseColor(value);
    if (parsed?.ok) {
      colors[intent] = parsed.color;
    }
  }
  return colors;
}

/** The query string (with its `?`, or empty) for these colours, keeping the current one's other parameters. */
export function colorsToSearch(current: string, colors: ChosenColors): string {
  const params = new URLSearchParams(current);
  for (const intent of INTENTS) {
    const color = colors[intent];
    if (color === DEFAULT_COLORS[intent]) {
      params.delete(intent);
    } else {
      params.set(intent, color.startsWith('#') ? color.slice(1) : color);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
