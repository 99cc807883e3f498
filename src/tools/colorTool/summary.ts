/**
 * What the tool's status line says (and screen readers announce) when a colour changes: the
 * palette the library derived from it and how its contrast text reads.
 */
import type { PaletteColor } from '@mui/material/styles';
import { toHex } from './colorMath';
import { LEVEL_LABELS, formatRatio, type ContrastCheck } from './contrast';
import { hueLabel, type Swatch } from './materialPalette';

export function paletteSummary(label: string, color: PaletteColor, swatch: Swatch | undefined, onMain: ContrastCheck): string {
  const name = swatch ? `${hueLabel(swatch.hue)} ${swatch.shade}, ` : '';
  return (
    `${label}: ${name}main ${toHex(color.main)}, light ${toHex(color.light)}, dark ${toHex(color.dark)}. ` +
    `Contrast text ${color.contrastText} on main: ${formatRatio(onMain.ratio)} (${LEVEL_LABELS[onMain.level]}).`
  );
}
