import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled, useThemeProps } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import type { SxProps } from '@mui/joy/styles/types';
import { generateUtilityClasses } from '@mui/joy/className';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import TableChartRounded from '@mui/icons-material/TableChartRounded';

// ---------- FileTile: a complete themed component, ready to copy ----------

interface FileTileProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  name: string;
  meta: string;
  icon?: React.ReactNode;
  selected?: boolean;
  variant?: VariantProp;
  color?: ColorPaletteProp;
  size?: 'sm' | 'md';
  sx?: SxProps;
}

type FileTileOwnerState = FileTileProps & Required<Pick<FileTileProps, 'variant' | 'color' | 'size' | 'selected'>>;

// Global class names for every slot (MuiFileTile-name…), so parents can target the parts.
const fileTileClasses = generateUtilityClasses('MuiFileTile', ['root', 'icon', 'name', 'meta', 'selected']);

function slotClasses(ownerState: FileTileOwnerState) {
  return {
    root: [fileTileClasses.root, ownerState.selected && fileTileClasses.selected, ownerState.className].filter(Boolean).join(' '),
    icon: fileTileClasses.icon,
    name: fileTileClasses.name,
    meta: fileTileClasses.meta,
  };
}

const FileTileRoot = styled('button', { name: 'JoyFileTile', slot: 'root' })<{ ownerState: FileTileOwnerState }>(
  ({ theme, ownerState }) => ({
    // Component variables, with defaults by size, that parents and the theme can override.
    '--FileTile-padding': ownerState.size === 'sm' ? '8px' : '12px',
    '--FileTile-iconSize': ownerState.size === 'sm' ? '32px' : '40px',
    display: 'grid',
    gridTemplateColumns: 'var(--FileTile-iconSize) 1fr',
    columnGap: theme.spacing(1.5),
    alignItems: 'center',
    width: '100%',
    padding: 'var(--FileTile-padding)',
    border: 'none',
    borderRadius: theme.vars.radius.md,
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
    // A <button> has a background and colour of its own: reset them, the variant sets what it needs.
    backgroundColor: 'transparent',
    color: theme.vars.palette.text.primary,
    // The global variant and colour, in every state.
    ...theme.variants[ownerState.variant]?.[ownerState.color],
    '&:hover': theme.variants[`${ownerState.variant}Hover`]?.[ownerState.color],
    '&:active': theme.variants[`${ownerState.variant}Active`]?.[ownerState.color],
    [theme.focus.selector]: theme.focus.default,
    [`&.${fileTileClasses.selected}`]: {
      ...theme.variants.soft.primary,
      boxShadow: `inset 0 0 0 2px ${theme.vars.palette.primary.outlinedBorder}`,
    },
  }),
);

const FileTileIcon = styled('span', { name: 'JoyFileTile', slot: 'icon' })(({ theme }) => ({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: 'var(--FileTile-iconSize)',
  height: 'var(--FileTile-iconSize)',
  borderRadius: theme.vars.radius.sm,
  backgroundColor: theme.vars.palette.background.level1,
  '--Icon-color': theme.vars.palette.text.icon,
}));

const FileTileName = styled('span', { name: 'JoyFileTile', slot: 'name' })(({ theme }) => ({
  ...theme.typography['title-sm'],
  color: 'inherit',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

const FileTileMeta = styled('span', { name: 'JoyFileTile', slot: 'meta' })(({ theme }) => ({
  ...theme.typography['body-xs'],
}));

const FileTile = React.forwardRef<HTMLButtonElement, FileTileProps>(function FileTile(inProps, ref) {
  const props = useThemeProps({ props: inProps, name: 'JoyFileTile' });
  const { name, meta, icon, selected = false, variant = 'plain', color = 'neutral', size = 'md', sx, ...other } = props;
  const ownerState: FileTileOwnerState = { ...props, selected, variant, color, size };
  const classes = slotClasses(ownerState);

  return (
    <FileTileRoot
      ref={ref}
      type="button"
      aria-pressed={selected}
      {...other}
      // After the spread: the caller's className is merged into it, not lost.
      className={classes.root}
      ownerState={ownerState}
      sx={sx}
    >
      <FileTileIcon className={classes.icon}>{icon}</FileTileIcon>
      <FileTileName className={classes.name}>{name}</FileTileName>
      <FileTileMeta className={classes.meta}>{meta}</FileTileMeta>
    </FileTileRoot>
  );
});

// ---------- Using it ----------

const files = [
  { name: 'Q3 budget.xlsx', meta: 'Spreadsheet · 84 KB', icon: <TableChartRounded /> },
  { name: 'Site survey.jpg', meta: 'Image · 2.4 MB', icon: <ImageRounded /> },
  { name: 'Tender brief.docx', meta: 'Document · 31 KB', icon: <DescriptionRounded /> },
];

export default function FileTileTemplate() {
  const [selected, setSelected] = React.useState<string[]>(['Site survey.jpg']);
  const toggle = (name: string) => setSelected((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <Box sx={{ width: '100%', maxWidth: 380 }}>
      {/* The global class names at work: the parent styles a slot of every tile. */}
      <Box role="group" aria-label="Files" sx={{ display: 'grid', gap: 0.5, [`& .${fileTileClasses.meta}`]: { color: 'text.tertiary' } }}>
        {files.map((file) => (
          <FileTile key={file.name} {...file} selected={selected.includes(file.name)} onClick={() => toggle(file.name)} />
        ))}
      </Box>
      <Typography role="status" level="body-sm" sx={{ mt: 1 }}>
        {selected.length} selected
      </Typography>
    </Box>
  );
}
