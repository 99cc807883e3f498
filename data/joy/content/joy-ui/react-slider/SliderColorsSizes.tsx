import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function SliderColorsSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <Typography level="title-sm">Colors</Typography>
        {colors.map((color, index) => (
          <Slider key={color} color={color} defaultValue={20 + index * 15} aria-label={`${color} slider`} />
        ))}
      </Box>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <Typography level="title-sm">Sizes</Typography>
        {sizes.map((size) => (
          <Slider key={size} size={size} defaultValue={50} aria-label={`Size ${size}`} />
        ))}
      </Box>
    </Box>
  );
}
