import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { readableOn } from './colorMath';
import { HUES, SHADES, hueLabel, swatchColor, type Hue, type Shade, type Swatch } from './materialPalette';

// A native radio under each swatch, transparent and covering it: the browser gives the group its
// keyboard (Tab into it, arrows to move and choose) and its role; the swatch draws it.
const Option = styled('label')({
  position: 'relative',
  display: 'inline-flex',
  cursor: 'pointer',
});

const Input = styled('input')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

const Face = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 32,
  borderRadius: 6,
  // Pale shades on a white page, dark ones on a dark page: the border keeps their edge.
  boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.divider}`,
  fontSize: 12,
  fontWeight: 500,
  'input:focus-visible + &': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 3 },
  'input:checked + &': {
    boxShadow: `0 0 0 2px ${(theme.vars ?? theme).palette.background.paper}, 0 0 0 4px ${(theme.vars ?? theme).palette.text.primary}`,
    fontWeight: 700,
  },
  '& svg': { fontSize: 20 },
}));

const Group = styled('fieldset')({ margin: 0, padding: 0, border: 0, minWidth: 0 });

const Legend = styled('legend')(({ theme }) => ({
  padding: 0,
  marginBottom: theme.spacing(1),
  fontSize: 14,
  fontWeight: 500,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const Options = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

/** Home and End choose the group's first and last option (the browser's radios only know the arrows). */
function onHomeEnd(event: React.KeyboardEvent<HTMLDivElement>) {
  if ((event.key !== 'Home' && event.key !== 'End') || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
    return;
  }
  const radios = event.currentTarget.querySelectorAll('input');
  const target = radios[event.key === 'Home' ? 0 : radios.length - 1];
  event.preventDefault();
  target.focus();
  target.click();
}

/** The page under the swatches: black or white reads on them as they are opaque. */
const PAGE = '#fff';

/**
 * The Material palette as two radio groups: the hue (each shown in the current shade) and the
 * shade (of the current hue). A colour typed in the field that is no swatch leaves both unchecked;
 * the grid keeps its place, so a pick starts from there.
 */
export default function SwatchPicker({
  name,
  label,
  swatch,
  selected,
  onHue,
  onShade,
}: {
  /** Names the radio groups (unique on the page). */
  name: string;
  /** "Primary": the colour being picked. */
  label: string;
  swatch: Swatch;
  selected: Swatch | undefined;
  onHue: (hue: Hue) => void;
  onShade: (shade: Shade) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Group>
        <Legend>
          {label} hue: {selected ? hueLabel(selected.hue) : 'none (custom colour)'}
        </Legend>
        <Options onKeyDown={onHomeEnd}>
          {HUES.map((hue) => {
            const color = swatchColor({ hue, shade: swatch.shade });
            const checked = selected?.hue === hue;
            return (
              <Option key={hue} title={`${hueLabel(hue)} ${swatch.shade}: ${color}`}>
                <Input
                  type="radio"
                  name={`${name}-hue`}
                  value={hue}
                  checked={checked}
                  onChange={() => onHue(hue)}
                  aria-label={hueLabel(hue)}
                />
                <Face aria-hidden="true" style={{ width: 32, backgroundColor: color, color: readableOn(color, PAGE) }}>
                  {checked ? <CheckIcon /> : null}
                </Face>
              </Option>
            );
          })}
        </Options>
      </Group>
      <Group>
        <Legend>
          {label} shade: {selected ? selected.shade : 'none (custom colour)'}
        </Legend>
        <Options onKeyDown={onHomeEnd}>
          {SHADES.map((shade) => {
            const color = swatchColor({ hue: swatch.hue, shade });
            return (
              <Option key={shade} title={`${hueLabel(swatch.hue)} ${shade}: ${color}`}>
                <Input
                  type="radio"
                  name={`${name}-shade`}
                  value={shade}
                  checked={selected?.shade === shade}
                  onChange={() => onShade(shade)}
                  aria-label={shade}
                />
                <Face aria-hidden="true" style={{ width: 44, backgroundColor: color, color: readableOn(color, PAGE) }}>
                  {shade}
                </Face>
              </Option>
            );
          })}
        </Options>
      </Group>
    </Box>
  );
}
