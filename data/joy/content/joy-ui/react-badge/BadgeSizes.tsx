import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ForumOutlined from '@mui/icons-material/ForumOutlined';

const sizes = [
  { size: 'sm', icon: 'xl' },
  { size: 'md', icon: 'xl2' },
  { size: 'lg', icon: 'xl3' },
] as const;

export default function BadgeSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap', alignItems: 'flex-end', pt: 1 }}>
      {sizes.map(({ size, icon }) => (
        <Box key={size} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 3 }}>
            <Badge size={size} badgeContent={8}>
              <ForumOutlined sx={{ fontSize: icon }} />
            </Badge>
            <Badge size={size}>
              <ForumOutlined sx={{ fontSize: icon }} />
            </Badge>
          </Box>
          <Typography level="body-xs">{size}</Typography>
        </Box>
      ))}
    </Box>
  );
}
