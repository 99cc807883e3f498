import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerStyles() {
  return (
    <Box sx={{ maxWidth: 440, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Divider sx={(theme) => ({ '--Divider-thickness': '3px', '--Divider-lineColor': theme.vars.palette.primary.solidBg })} />
      <Divider
        sx={(theme) => ({
          '--Divider-gap': '1.5rem',
          '--Divider-lineColor': theme.vars.palette.warning.outlinedBorder,
        })}
      >
        <Typography level="body-xs" sx={{ textTransform: 'uppercase', letterSpacing: '0.1em' }}>
          Draft ends here
        </Typography>
      </Divider>
      <Divider sx={{ blockSize: 0, bgcolor: 'transparent', borderTop: '2px dashed', borderColor: 'neutral.outlinedBorder' }} />
    </Box>
  );
}
