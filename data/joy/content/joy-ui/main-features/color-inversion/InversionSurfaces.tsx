import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function InversionSurfaces() {
  const [variant, setVariant] = React.useState<'solid' | 'soft'>('solid');
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel id="inversion-variant-label">Sheet variant</FormLabel>
          <RadioGroup
            orientation="horizontal"
            aria-labelledby="inversion-variant-label"
            value={variant}
            onChange={(event) => setVariant(event.target.value as 'solid' | 'soft')}
          >
            <Radio value="solid" label="solid" />
            <Radio value="soft" label="soft" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="inversion-color-label">Sheet color</FormLabel>
          <RadioGroup
            orientation="horizontal"
            aria-labelledby="inversion-color-label"
            value={color}
            onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
            sx={{ flexWrap: 'wrap', gap: 2 }}
          >
            {colors.map((item) => (
              <Radio key={item} value={item} label={item} />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>
      {/* One prop on the parent; every child below keeps its own default variant and colour. */}
      <Sheet
        variant={variant}
        color={color}
        invertedColors
        sx={{ p: 2.5, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Badge badgeContent={3} size="sm">
            <Avatar size="sm">RM</Avatar>
          </Badge>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography level="title-sm">Rosa Méndez</Typography>
            <Typography level="body-xs">Last sync 4 minutes ago</Typography>
          </Box>
          <IconButton aria-label="Notifications">
            <NotificationsRoundedIcon />
          </IconButton>
        </Box>
        <Input startDecorator={<SearchRounded />} placeholder="Search files" aria-label="Search files" />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip>Draft</Chip>
          <Chip variant="outlined">Shared</Chip>
          <Chip variant="solid">Pinned</Chip>
        </Box>
        <FormControl>
          <FormLabel id="inversion-quota-label">Upload quota</FormLabel>
          <Slider aria-labelledby="inversion-quota-label" defaultValue={60} />
        </FormControl>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Checkbox label="Email me" defaultChecked />
          <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
            <Switch defaultChecked />
            <FormLabel sx={{ m: 0 }}>Auto-save</FormLabel>
          </FormControl>
        </Box>
        <LinearProgress determinate value={72} aria-label="Storage used" />
        <Divider />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button>Upgrade</Button>
          <Button variant="soft">Compare plans</Button>
          <Button variant="outlined">Export</Button>
          <Link href="#supported-components" sx={{ ml: 'auto' }}>
            Help
          </Link>
        </Box>
      </Sheet>
    </Box>
  );
}
