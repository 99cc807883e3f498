import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';

const actions = [
  { label: 'Bold', shortcut: 'Ctrl+B', icon: <FormatBold /> },
  { label: 'Italic', shortcut: 'Ctrl+I', icon: <FormatItalic /> },
  { label: 'Underline', shortcut: 'Ctrl+U', icon: <FormatUnderlined /> },
  { label: 'Strikethrough', shortcut: 'Alt+Shift+5', icon: <StrikethroughS /> },
];

export default function ButtonGroupTooltip() {
  return (
    <ButtonGroup variant="soft" aria-label="Text style">
      {actions.map((action) => (
        <Tooltip key={action.label} title={`${action.label} (${action.shortcut})`} variant="solid" describeChild>
          <IconButton aria-label={action.label}>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </ButtonGroup>
  );
}
