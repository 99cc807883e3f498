import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudIcon from '@mui/icons-material/Cloud';

const colors = ['inherit', 'primary', 'secondary', 'success', 'info', 'warning', 'error', 'action', 'disabled'] as const;

export default function SvgIconColors() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {colors.map((color) => (
        <Stack key={color} spacing={0.5} sx={{ alignItems: 'center', minWidth: 56 }}>
          <CloudIcon color={color} />
          <Typography variant="caption">{color}</Typography>
        </Stack>
      ))}
      <Stack spacing={0.5} sx={{ alignItems: 'center', minWidth: 56 }}>
        <CloudIcon htmlColor="#00897b" />
        <Typography variant="caption">htmlColor</Typography>
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: 'center', minWidth: 56 }}>
        <CloudIcon sx={{ color: 'grey.500' }} />
        <Typography variant="caption">sx</Typography>
      </Stack>
    </Stack>
  );
}
