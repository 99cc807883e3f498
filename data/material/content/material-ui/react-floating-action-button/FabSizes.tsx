import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const sizes = [
  { size: 'small', pixels: 40 },
  { size: 'medium', pixels: 48 },
  { size: 'large', pixels: 56 },
] as const;

export default function FabSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end' }}>
      {sizes.map(({ size, pixels }) => (
        <Stack key={size} spacing={1} sx={{ alignItems: 'center' }}>
          <Fab size={size} color="primary" aria-label={`Add event, ${size}`}>
            <AddIcon />
          </Fab>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {size} · {pixels} px
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
