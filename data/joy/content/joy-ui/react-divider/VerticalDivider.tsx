import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import InsertLink from '@mui/icons-material/InsertLink';
import Undo from '@mui/icons-material/Undo';

export default function VerticalDivider() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Sheet
        variant="outlined"
        role="toolbar"
        aria-label="Text formatting"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 0.5, borderRadius: 'sm', width: 'fit-content' }}
      >
        <IconButton size="sm" aria-label="Undo">
          <Undo />
        </IconButton>
        <Divider orientation="vertical" />
        <IconButton size="sm" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton size="sm" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <Divider orientation="vertical" />
        <IconButton size="sm" aria-label="Bulleted list">
          <FormatListBulleted />
        </IconButton>
        <IconButton size="sm" aria-label="Insert link">
          <InsertLink />
        </IconButton>
      </Sheet>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography level="body-sm">12 min read</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">4 June</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">Design systems</Typography>
      </Box>
    </Box>
  );
}
