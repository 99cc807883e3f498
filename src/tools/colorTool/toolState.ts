/**
 * The tool's state for each palette colour: what the field holds, the last colour that was
 * valid (what the palette, the preview and the code use), and where the grid stands (hue and
 * shade). The field may hold an invalid colour; the rest keeps the last good one.
 */
import { parseColor, MAX_COLOR_LENGTH } from './colorInput';
import { toHex } from './colorMath';
import { findSwatch, swatchColor, type Hue, type Shade, type Swatch } from './materialPalette';
import { DEFAULT_SWATCHES, INTENTS, type ChosenColors, type Intent } from './palette';

export interface IntentState {
  text: string;
  color: string;
  /** The grid's hue and shade: the last picked, or the swatch a typed colour matched. */
  swatch: Swatch;
}

export type ToolState = Record<Intent, IntentState>;

export type ToolAction =
  | { type: 'hue'; intent: Intent; hue: Hue }
  | { type: 'shade'; intent: Intent; shade: Shade }
  | { type: 'text'; intent: Intent; text: string }
  /** Colours from a shared address. */
  | { type: 'restore'; colors: Partial<ChosenColors> };

function fromSwatch(swatch: Swatch): IntentState {
  const color = swatchColor(swatch);
  return { text: color, color, swatch };
}

export function initialToolState(): ToolState {
  return { primary: fromSwatch(DEFAULT_SWATCHES.primary), secondary: fromSwatch(DEFAULT_SWATCHES.secondary) };
}

/** The swatch the colour is, if it is one. */
export function selectedSwatch(state: IntentState): Swatch | undefined {
  return toHex(state.color) === swatchColor(state.swatch).toLowerCase() ? state.swatch : undefined;
}

/** A field's text after a change: at most MAX_COLOR_LENGTH characters, with the colour it holds if valid. */
function withText(state: IntentState, rawText: string): IntentState {
  const text = Array.from(rawText).slice(0, MAX_COLOR_LENGTH).join('');
  const parsed = parseColor(text);
  if (!parsed.ok) {
    return { ...state, text };
  }
  return { text, color: parsed.color, swatch: findSwatch(toHex(parsed.color), state.swatch) ?? state.swatch };
}

export function toolReducer(state: ToolState, action: ToolAction): ToolState {
  switch (action.type) {
    case 'hue': {
      const current = state[action.intent];
      return { ...state, [action.intent]: fromSwatch({ hue: action.hue, shade: current.swatch.shade }) };
    }
    case 'shade': {
      const current = state[action.intent];
      return { ...state, [action.intent]: fromSwatch({ hue: current.swatch.hue, shade: action.shade }) };
    }
    case 'text':
      return { ...state, [action.intent]: withText(state[action.intent], action.text) };
    case 'restore':
      return INTENTS.reduce((next, intent) => {
        const color = action.colors[intent];
        return color === undefined ? next : { ...next, [intent]: withText(next[intent], color) };
      }, state);
  }
}
