import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const styles: { label: string; variant: VariantProp; color: ColorPaletteProp; invertedColors?: boolean }[] = [
  { label: 'Outlined (default)', variant: 'outlined', color: 'neutral' },
  { label: 'Soft primary', variant: 'soft', color: 'primary' },
  { label: 'Plain', variant: 'plain', color: 'neutral' },
  { label: 'Solid, inverted', variant: 'solid', color: 'neutral', invertedColors: true },
];

export default function MenuVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {styles.map(({ label, variant, color, invertedColors }) => (
        <Dropdown key={label}>
          <MenuButton variant={variant === 'plain' ? 'outlined' : variant} color={color}>
            {label}
          </MenuButton>
          <Menu variant={variant} color={color} invertedColors={invertedColors}>
            <MenuItem>Pin to top</MenuItem>
            <MenuItem>Mute for 8 hours</MenuItem>
            <MenuItem>Leave channel</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
