import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SwitchVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1.5}>
          <Typography level="title-sm">{variant}</Typography>
          <Typography component="label" level="body-sm" startDecorator={<Switch variant={variant} sx={{ mr: 1 }} />}>
            Off
          </Typography>
          <Typography component="label" level="body-sm" startDecorator={<Switch variant={variant} defaultChecked sx={{ mr: 1 }} />}>
            On
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
