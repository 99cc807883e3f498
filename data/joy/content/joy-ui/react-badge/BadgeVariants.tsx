import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import InventoryOutlined from '@mui/icons-material/Inventory2Outlined';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function BadgeVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', pt: 1 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <Badge badgeContent={12} variant={variant}>
            <InventoryOutlined sx={{ fontSize: 'xl3' }} />
          </Badge>
          <Typography level="body-xs">{variant}</Typography>
        </Box>
      ))}
    </Box>
  );
}
