import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function FullBleedDivider() {
  return (
    // The Sheet stands for the browser window: it clips what reaches past its edges.
    <Sheet variant="outlined" sx={{ overflow: 'hidden', borderRadius: 'sm', py: 3 }}>
      <Box sx={{ maxWidth: 320, mx: 'auto', px: 2 }}>
        <Typography level="title-lg">Field notes</Typography>
        <Typography level="body-sm" sx={{ mb: 2 }}>
          The text column is 320 px wide, centred.
        </Typography>
        <Divider
          sx={{
            // A shadow as wide as the viewport paints the line beyond the column,
            // and the clip keeps it to the line's own height.
            boxShadow: '0 0 0 100vmax var(--Divider-lineColor)',
            clipPath: 'inset(0px -100vmax)',
          }}
        />
        <Typography level="body-sm" sx={{ mt: 2 }}>
          The divider above belongs to the column, yet spans the whole window.
        </Typography>
      </Box>
    </Sheet>
  );
}
