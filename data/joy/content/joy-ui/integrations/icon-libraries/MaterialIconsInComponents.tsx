import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';

const sizes = ['sm', 'md', 'lg'] as const;

// No size or colour on any icon: each takes them from the component it is in.
export default function MaterialIconsInComponents() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      {sizes.map((size) => (
        <Box key={size} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size={size} startDecorator={<CloudUploadRounded />}>
            Upload
          </Button>
          <IconButton size={size} variant="outlined" aria-label={`Filter (${size})`}>
            <FilterListRounded />
          </IconButton>
          <Input
            size={size}
            startDecorator={<SearchRounded />}
            placeholder={`Search (${size})`}
            aria-label={`Search, size ${size}`}
            sx={{ width: 180 }}
          />
          <Chip size={size} color="success" startDecorator={<LocalOfferRounded />}>
            Sale
          </Chip>
        </Box>
      ))}
      <Typography level="title-md" startDecorator={<VerifiedRounded color="primary" />}>
        Verified seller
      </Typography>
    </Box>
  );
}
