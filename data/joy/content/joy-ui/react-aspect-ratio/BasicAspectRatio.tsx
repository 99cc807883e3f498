import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BasicAspectRatio() {
  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      {/* 16 / 9 by default: the box is always 9/16 as tall as it is wide. */}
      <AspectRatio>
        <Typography level="h3" component="div">
          16 / 9
        </Typography>
      </AspectRatio>
    </Box>
  );
}
