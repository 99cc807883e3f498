import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import ImageIcon from '@mui/icons-material/Image';

const groups = [
  [
    { label: 'Bold', icon: <FormatBoldIcon /> },
    { label: 'Italic', icon: <FormatItalicIcon /> },
    { label: 'Underline', icon: <FormatUnderlinedIcon /> },
  ],
  [
    { label: 'Bulleted list', icon: <FormatListBulletedIcon /> },
    { label: 'Numbered list', icon: <FormatListNumberedIcon /> },
  ],
  [
    { label: 'Insert link', icon: <InsertLinkIcon /> },
    { label: 'Insert image', icon: <ImageIcon /> },
  ],
];

export default function IconGroupDividers() {
  // The text styles are on/off toggles; the other buttons would open dialogs in a real editor.
  const [styles, setStyles] = React.useState<string[]>(['Bold']);
  const toggle = (label: string) =>
    setStyles((current) => (current.includes(label) ? current.filter((item) => item !== label) : [...current, label]));

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label="Text formatting"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', width: 'fit-content', maxWidth: '100%', p: 0.5 }}
    >
      {groups.map((group, index) => (
        <React.Fragment key={group[0].label}>
          {index > 0 && <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />}
          {group.map((button) => {
            const isToggle = index === 0;
            const pressed = isToggle && styles.includes(button.label);
            return (
              <IconButton
                key={button.label}
                size="small"
                aria-label={button.label}
                aria-pressed={isToggle ? pressed : undefined}
                color={pressed ? 'primary' : 'default'}
                onClick={isToggle ? () => toggle(button.label) : undefined}
              >
                {button.icon}
              </IconButton>
            );
          })}
        </React.Fragment>
      ))}
    </Paper>
  );
}
