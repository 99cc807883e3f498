import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const rows: VariantProp[] = ['soft', 'solid'];

export default function AvatarColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {rows.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography level="body-xs" sx={{ width: 40 }}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <Avatar key={color} color={color} variant={variant} aria-label={`${color} ${variant}`} role="img">
              {color.slice(0, 2).toUpperCase()}
            </Avatar>
          ))}
        </Box>
      ))}
    </Box>
  );
}
