import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

const actions = [
  { label: 'Bold', Icon: FormatBoldIcon },
  { label: 'Italic', Icon: FormatItalicIcon },
  { label: 'Underline', Icon: FormatUnderlinedIcon },
  { label: 'Align left', Icon: FormatAlignLeftIcon },
  { label: 'Align center', Icon: FormatAlignCenterIcon },
];

export default function DelayTooltips() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Text formatting"
      sx={{ display: 'flex', width: 'fit-content', mx: 'auto', p: 0.5 }}
    >
      {actions.map(({ label, Icon }) => (
        // Slow to appear the first time, quick once a tooltip of the toolbar has been shown.
        <Tooltip key={label} title={label} enterDelay={700} enterNextDelay={100} leaveDelay={150}>
          <IconButton>
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
