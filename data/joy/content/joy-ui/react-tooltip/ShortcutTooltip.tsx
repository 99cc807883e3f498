import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

// A keyboard key, drawn to sit inside a solid tooltip.
const Kbd = styled('kbd')(({ theme }) => ({
  ...theme.typography['body-xs'],
  fontFamily: theme.vars.fontFamily.code,
  padding: '0 4px',
  borderRadius: theme.vars.radius.xs,
  border: '1px solid currentColor',
  opacity: 0.85,
}));

const tools = [
  { label: 'Bold', keys: ['Ctrl', 'B'], icon: <FormatBold /> },
  { label: 'Italic', keys: ['Ctrl', 'I'], icon: <FormatItalic /> },
  { label: 'Underline', keys: ['Ctrl', 'U'], icon: <FormatUnderlined /> },
];

export default function ShortcutTooltip() {
  return (
    <Box role="toolbar" aria-label="Text style" sx={{ display: 'flex', gap: 0.5 }}>
      {tools.map((tool) => (
        <Tooltip
          key={tool.label}
          title={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography level="body-sm" textColor="inherit">
                {tool.label}
              </Typography>
              <Box component="span" sx={{ display: 'flex', gap: 0.5 }}>
                {tool.keys.map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </Box>
            </Box>
          }
          sx={{ px: 1 }}
        >
          {/* The title is not plain text, so the button gets its own name and shortcut. */}
          <IconButton aria-label={tool.label} aria-keyshortcuts={tool.keys.join('+')}>
            {tool.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
