import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

export default function SvgIconSizes() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'flex-end' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <PhotoCameraIcon fontSize="small" />
        <Typography variant="caption">small · 20 px</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <PhotoCameraIcon />
        <Typography variant="caption">medium · 24 px</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <PhotoCameraIcon fontSize="large" />
        <Typography variant="caption">large · 35 px</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <PhotoCameraIcon sx={{ fontSize: 56 }} />
        <Typography variant="caption">sx · 56 px</Typography>
      </Stack>
    </Stack>
  );
}
