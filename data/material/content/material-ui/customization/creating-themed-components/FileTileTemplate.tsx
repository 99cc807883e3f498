import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';
import composeClasses from '@mui/utils/composeClasses';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import TableChartIcon from '@mui/icons-material/TableChart';

// ---- FileTile.tsx: a complete themed component, as you would ship it in a design system ----

type FileKind = 'document' | 'image' | 'sheet';

interface FileTileProps extends Omit<React.ComponentPropsWithRef<typeof ButtonBase>, 'children'> {
  name: string;
  size: string;
  kind?: FileKind;
  selected?: boolean;
  /** Class names for the slots, as on every Material UI component. */
  classes?: Partial<FileTileClasses>;
}

type FileTileOwnerState = FileTileProps & { kind: FileKind; selected: boolean };

// Global class names: `MuiFileTile-root`, `MuiFileTile-name`, … plus the shared `Mui-selected`.
interface FileTileClasses {
  root: string;
  icon: string;
  name: string;
  meta: string;
  selected: string;
}
const fileTileClasses: FileTileClasses = generateUtilityClasses('MuiFileTile', ['root', 'icon', 'name', 'meta', 'selected']);

function useUtilityClasses(ownerState: FileTileOwnerState) {
  const slots = {
    root: ['root', ownerState.selected && 'selected'],
    icon: ['icon'],
    name: ['name'],
    meta: ['meta'],
  };
  return composeClasses(slots, (slot) => generateUtilityClass('MuiFileTile', slot), ownerState.classes);
}

const FileTileRoot = styled(ButtonBase, { name: 'MuiFileTile', slot: 'root' })(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: theme.spacing(1.5),
    alignItems: 'center',
    justifyItems: 'start',
    width: '100%',
    padding: theme.spacing(1.25, 1.5),
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    border: `1px solid ${palette.divider}`,
    textAlign: 'start',
    '&:hover': { backgroundColor: palette.action.hover },
    [`&.${fileTileClasses.selected}`]: { borderColor: palette.primary.main, backgroundColor: palette.action.selected },
    '&.Mui-focusVisible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
  };
});

const FileTileIcon = styled('span', { name: 'MuiFileTile', slot: 'icon' })<{ ownerState: FileTileOwnerState }>(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    gridRow: 'span 2',
    display: 'flex',
    color: palette.info.main,
    variants: [
      { props: ({ ownerState }) => ownerState.kind === 'image', style: { color: palette.secondary.main } },
      { props: ({ ownerState }) => ownerState.kind === 'sheet', style: { color: palette.success.main } },
    ],
  };
});

const FileTileName = styled('span', { name: 'MuiFileTile', slot: 'name' })(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: theme.typography.fontWeightMedium,
  overflowWrap: 'anywhere',
}));

const FileTileMeta = styled('span', { name: 'MuiFileTile', slot: 'meta' })(({ theme }) => ({
  ...theme.typography.caption,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const kindIcons = { document: DescriptionIcon, image: ImageIcon, sheet: TableChartIcon };

function FileTile(inProps: FileTileProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiFileTile' });
  const { name, size, kind = 'document', selected = false, className, classes: classesProp, ...other } = props;
  const ownerState = { ...props, kind, selected };
  const classes = useUtilityClasses({ ...ownerState, classes: classesProp });
  const Icon = kindIcons[kind];

  return (
    <FileTileRoot className={[classes.root, className].filter(Boolean).join(' ')} aria-pressed={selected} {...other}>
      <FileTileIcon className={classes.icon} ownerState={ownerState}>
        <Icon aria-hidden />
      </FileTileIcon>
      <FileTileName className={classes.name}>{name}</FileTileName>
      <FileTileMeta className={classes.meta}>{size}</FileTileMeta>
    </FileTileRoot>
  );
}

// ---- Using it ----

const files = [
  { name: 'Site survey notes.docx', size: '48 KB', kind: 'document' as const },
  { name: 'Roof, north side.jpg', size: '2.1 MB', kind: 'image' as const },
  { name: 'Materials budget.xlsx', size: '31 KB', kind: 'sheet' as const },
];

export default function FileTileTemplate() {
  const [selected, setSelected] = React.useState<string[]>([files[1].name]);

  return (
    <Stack
      role="group"
      aria-label="Attachments"
      spacing={1}
      // The global class names work like the built-in ones in nested selectors.
      sx={{ width: '100%', maxWidth: 340, [`& .${fileTileClasses.meta}`]: { fontVariantNumeric: 'tabular-nums' } }}
    >
      {files.map((file) => (
        <FileTile
          key={file.name}
          {...file}
          selected={selected.includes(file.name)}
          onClick={() =>
            setSelected((current) => (current.includes(file.name) ? current.filter((item) => item !== file.name) : [...current, file.name]))
          }
        />
      ))}
    </Stack>
  );
}
