import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import TuneRoundedIcon from '@mui/icons-material/TuneRounded';

type Size = 'sm' | 'md' | 'lg';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const sizes: Size[] = ['sm', 'md', 'lg'];

export default function OverviewConsistentProps() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const [size, setSize] = React.useState<Size>('md');

  // The same three props, with the same values, on five different components.
  const shared = { variant, color, size };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <FormControl size="sm">
          <FormLabel>variant</FormLabel>
          <Select value={variant} onChange={(_event, value) => value && setVariant(value)} sx={{ minWidth: 120 }}>
            {variants.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>color</FormLabel>
          <Select value={color} onChange={(_event, value) => value && setColor(value)} sx={{ minWidth: 120 }}>
            {colors.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel>size</FormLabel>
          <Select value={size} onChange={(_event, value) => value && setSize(value)} sx={{ minWidth: 90 }}>
            {sizes.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Input
            {...shared}
            placeholder="Search invoices"
            aria-label="Search invoices"
            startDecorator={<SearchRoundedIcon />}
            sx={{ flex: '1 1 180px' }}
          />
          <IconButton {...shared} aria-label="Filters">
            <TuneRoundedIcon />
          </IconButton>
          <Button {...shared}>New invoice</Button>
          <Chip {...shared}>12 overdue</Chip>
        </Box>
      </Sheet>
    </Stack>
  );
}
