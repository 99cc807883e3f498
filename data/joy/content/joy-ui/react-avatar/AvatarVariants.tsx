import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function AvatarVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Avatar variant={variant}>PR</Avatar>
          <Typography level="body-xs">{variant}</Typography>
        </Box>
      ))}
    </Box>
  );
}
