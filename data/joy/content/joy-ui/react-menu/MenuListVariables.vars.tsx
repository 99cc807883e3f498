import ListDivider from '@mui/joy/ListDivider';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';

export const component = 'MenuList';

// Menu and MenuList are lists. At size md (@mui/joy 5.0.0-beta.49) items are 2.25rem high with 0.75rem of
// inline padding, a divider keeps 0.375rem above and below (the list's block padding falls back to the same
// gap), and the corners use --List-radius, 6px (radius sm) when it is not set.
export const variables = [
  { name: '--ListItem-minHeight', default: 2.25, min: 1.5, max: 3.5, step: 0.125, unit: 'rem' },
  { name: '--ListItem-paddingX', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--ListDivider-gap', default: 0.375, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
  { name: '--List-radius', default: 6, min: 0, max: 24, step: 1, unit: 'px' },
] as const;

export default function MenuListVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <MenuList aria-label="Preview actions" variant="outlined" sx={{ minWidth: 200, ...sx }}>
      <MenuItem>Rename</MenuItem>
      <MenuItem>Duplicate</MenuItem>
      <ListDivider />
      <MenuItem>Delete</MenuItem>
    </MenuList>
  );
}
