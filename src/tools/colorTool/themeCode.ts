/**
 * The code that gives a reader's theme the chosen colours: only `main` for each, as the rest of
 * the palette (light, dark, contrastText) follows from it. A colour taken from the Material
 * palette says which swatch it is.
 */
import { swatchExpression, type Swatch } from './materialPalette';
import { INTENTS, type ChosenColors, type Intent } from './palette';

export function themeCode(colors: ChosenColors, swatches: Partial<Record<Intent, Swatch>>): string {
  const intents = INTENTS.map((intent) => {
    const swatch = swatches[intent];
    // parseColor's colours hold no quote or backslash, so they are safe in a quoted string.
    const comment = swatch ? ` // ${swatchExpression(swatch)}` : '';
    return [`    ${intent}: {`, `      main: '${colors[intent]}',${comment}`, '    },'];
  });
  return [
    "import { createTheme } from '@mui/material/styles';",
    '',
    'const theme = createTheme({',
    '  palette: {',
    ...intents.flat(),
    '  },',
    '});',
    '',
  ].join('\n');
}
