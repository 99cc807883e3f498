import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';

export default function FontIcons() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={2}>
        <Icon>star</Icon>
        <Icon color="primary">home</Icon>
        <Icon color="secondary">favorite</Icon>
        <Icon color="success">check_circle</Icon>
        <Icon color="warning">bolt</Icon>
        <Icon color="error">delete</Icon>
        <Icon color="disabled">cloud_off</Icon>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        <Icon fontSize="small">photo_camera</Icon>
        <Icon>photo_camera</Icon>
        <Icon fontSize="large">photo_camera</Icon>
        <Icon sx={{ fontSize: 56, color: 'info.main' }}>photo_camera</Icon>
      </Stack>
    </Stack>
  );
}
