import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Close from '@mui/icons-material/Close';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOffOutlined';

export default function CheckboxIcons() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Checkbox label="Deliver on weekends" uncheckedIcon={<Close />} />
      <Checkbox
        variant="plain"
        color="warning"
        label="Add to favourites"
        uncheckedIcon={<StarBorder />}
        checkedIcon={<Star />}
        slotProps={{ checkbox: { sx: { '--Icon-fontSize': '1.5rem' } } }}
      />
      <Checkbox
        variant="soft"
        label="Notify me when the price drops"
        defaultChecked
        uncheckedIcon={<NotificationsOff />}
        checkedIcon={<NotificationsActive />}
        slotProps={{ checkbox: { sx: { borderRadius: '50%', p: 0.25 } } }}
      />
    </Box>
  );
}
