import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;
const colors = [
  { color: 'secondary', label: 'Review' },
  { color: 'success', label: 'Approval' },
  { color: 'error', label: 'Removal' },
] as const;

export default function ButtonGroupSizesColors() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`Zoom controls, ${size}`}>
            <Button>Zoom out</Button>
            <Button>Fit</Button>
            <Button>Zoom in</Button>
          </ButtonGroup>
        ))}
      </Stack>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {colors.map(({ color, label }) => (
          <ButtonGroup key={color} color={color} variant="contained" aria-label={`${label} actions`}>
            <Button>Accept</Button>
            <Button>Decline</Button>
          </ButtonGroup>
        ))}
      </Stack>
    </Stack>
  );
}
