import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function TextFieldSizes() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <TextField id={`size-small-${variant}`} label={`Small ${variant}`} variant={variant} size="small" defaultValue="SKU-1180" />
          <TextField id={`size-medium-${variant}`} label={`Medium ${variant}`} variant={variant} defaultValue="SKU-1180" />
        </Stack>
      ))}
    </Stack>
  );
}
