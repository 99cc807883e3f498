import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function BasicDivider() {
  return (
    <Box sx={{ maxWidth: 480, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography level="title-md">Opening hours</Typography>
        <Typography level="body-sm">Monday to Friday, 9:00 to 18:00. Saturday, 10:00 to 14:00.</Typography>
      </div>
      <Divider />
      <div>
        <Typography level="title-md">Getting here</Typography>
        <Typography level="body-sm">Tram lines 4 and 11 stop across the street. Bicycle racks are by the side entrance.</Typography>
      </div>
    </Box>
  );
}
