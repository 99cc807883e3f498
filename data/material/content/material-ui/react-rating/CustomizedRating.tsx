import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import WhatshotIcon from '@mui/icons-material/Whatshot';

const HeartRating = styled(Rating)({
  '& .MuiRating-iconFilled': { color: '#d81b60' },
  '& .MuiRating-iconHover': { color: '#ad1457' },
});

const SpiceRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': { color: '#e65100' },
  '& .MuiRating-iconHover': { color: '#bf360c' },
  '& .MuiRating-iconEmpty': { color: (theme.vars || theme).palette.action.disabled },
}));

const fieldsetSx = { border: 0, m: 0, p: 0 };

export default function CustomizedRating() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend" variant="subtitle2">
          How much did you enjoy the concert?
        </Typography>
        <HeartRating
          name="concert-hearts"
          defaultValue={4}
          precision={0.5}
          getLabelText={(value) => `${value} heart${value === 1 ? '' : 's'}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
        />
      </Box>
      <Box component="fieldset" sx={fieldsetSx}>
        <Typography component="legend" variant="subtitle2">
          Spice level, from 1 to 6
        </Typography>
        <SpiceRating
          name="spice-level"
          defaultValue={2}
          max={6}
          getLabelText={(value) => `Spice level ${value} of 6`}
          icon={<WhatshotIcon fontSize="inherit" />}
          emptyIcon={<WhatshotIcon fontSize="inherit" />}
        />
      </Box>
    </Box>
  );
}
