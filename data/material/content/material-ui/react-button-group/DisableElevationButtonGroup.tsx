import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DisableElevationButtonGroup() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ButtonGroup variant="contained" aria-label="Order actions with shadow">
          <Button>Ship</Button>
          <Button>Refund</Button>
        </ButtonGroup>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Default
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ButtonGroup variant="contained" disableElevation aria-label="Order actions without shadow">
          <Button>Ship</Button>
          <Button>Refund</Button>
        </ButtonGroup>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          disableElevation
        </Typography>
      </Stack>
    </Stack>
  );
}
