import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

// Each color with a label whose meaning it supports.
const items = [
  { color: 'primary', content: 3, label: 'Assigned to you' },
  { color: 'neutral', content: 14, label: 'Drafts' },
  { color: 'success', content: 'Paid', label: 'Invoice #2041' },
  { color: 'warning', content: 2, label: 'Expiring soon' },
  { color: 'danger', content: 5, label: 'Failed payments' },
] as const;

export default function BadgeColors() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', pt: 1.5 }}>
      {items.map((item) => (
        <Box key={item.color} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Badge color={item.color} badgeContent={item.content}>
            <Typography level="body-sm" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 'sm', px: 1.5, py: 1 }}>
              {item.label}
            </Typography>
          </Badge>
          <Typography level="body-xs">{item.color}</Typography>
        </Box>
      ))}
    </Box>
  );
}
