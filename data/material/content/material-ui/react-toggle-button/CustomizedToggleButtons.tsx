import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';

// Borderless buttons with a small gap, for a toolbar that already has a frame of its own.
const ToolbarGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  [`& .${toggleButtonGroupClasses.grouped}, & .${toggleButtonGroupClasses.middleButton}, & .${toggleButtonGroupClasses.lastButton}`]: {
    margin: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
  },
}));

export default function CustomizedToggleButtons() {
  const [alignment, setAlignment] = React.useState('left');
  const [formats, setFormats] = React.useState<string[]>(['italic']);
  const [list, setList] = React.useState<string | null>(null);

  return (
    <Paper
      elevation={0}
      role="group"
      aria-label="Formatting"
      sx={{ display: 'flex', flexWrap: 'wrap', border: 1, borderColor: 'divider', width: 'fit-content', maxWidth: '100%', mx: 'auto' }}
    >
      <ToolbarGroup
        size="small"
        value={alignment}
        exclusive
        onChange={(_event, value: string | null) => value !== null && setAlignment(value)}
        aria-label="Alignment"
      >
        <ToggleButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Center">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </ToggleButton>
      </ToolbarGroup>
      <Divider flexItem orientation="vertical" sx={{ my: 1 }} />
      <ToolbarGroup size="small" value={formats} onChange={(_event, value: string[]) => setFormats(value)} aria-label="Text style">
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underline" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
      </ToolbarGroup>
      <Divider flexItem orientation="vertical" sx={{ my: 1 }} />
      <ToolbarGroup size="small" value={list} exclusive onChange={(_event, value: string | null) => setList(value)} aria-label="Lists">
        <ToggleButton value="bulleted" aria-label="Bulleted list">
          <FormatListBulletedIcon />
        </ToggleButton>
        <ToggleButton value="numbered" aria-label="Numbered list">
          <FormatListNumberedIcon />
        </ToggleButton>
      </ToolbarGroup>
    </Paper>
  );
}
