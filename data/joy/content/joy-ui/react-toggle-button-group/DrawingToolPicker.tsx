import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import CropSquareRounded from '@mui/icons-material/CropSquareRounded';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TitleRounded from '@mui/icons-material/TitleRounded';

const tools = [
  {
    value: 'select',
    label: 'Select',
    key: 'v',
    icon: <NearMeOutlined sx={{ transform: 'scaleX(-1)' }} />,
    hint: 'Click a shape to select it.',
  },
  { value: 'rectangle', label: 'Rectangle', key: 'r', icon: <CropSquareRounded />, hint: 'Drag on the canvas to draw a rectangle.' },
  { value: 'ellipse', label: 'Ellipse', key: 'o', icon: <CircleOutlined />, hint: 'Drag to draw an ellipse; hold Shift for a circle.' },
  { value: 'pen', label: 'Pen', key: 'p', icon: <EditOutlined />, hint: 'Click to add points, double-click to finish the path.' },
  { value: 'text', label: 'Text', key: 't', icon: <TitleRounded />, hint: 'Click anywhere to add a text box.' },
];

export default function DrawingToolPicker() {
  const [tool, setTool] = React.useState<string | null>('select');
  const current = tools.find((item) => item.value === tool);

  // Single-letter shortcuts while focus is in the tool bar, as design tools offer.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    const match = tools.find((item) => item.key === event.key.toLowerCase());
    if (match && !event.ctrlKey && !event.metaKey && !event.altKey) {
      setTool(match.value);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, width: '100%', maxWidth: 560, mx: 'auto' }}>
      <ToggleButtonGroup
        orientation="vertical"
        variant="plain"
        spacing={0.5}
        aria-label="Drawing tools"
        value={tool}
        onChange={(event, value) => value && setTool(value)}
        onKeyDown={handleKeyDown}
        sx={{ p: 0.5, borderRadius: 'md', bgcolor: 'background.level1', alignSelf: 'flex-start' }}
      >
        {tools.map((item) => (
          <IconButton
            key={item.value}
            value={item.value}
            aria-label={item.label}
            aria-keyshortcuts={item.key.toUpperCase()}
            title={`${item.label} (${item.key.toUpperCase()})`}
          >
            {item.icon}
          </IconButton>
        ))}
      </ToggleButtonGroup>
      <Sheet
        variant="outlined"
        sx={(theme) => ({
          flex: 1,
          minHeight: 240,
          borderRadius: 'md',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          // A dotted canvas grid drawn with a gradient.
          backgroundImage: `radial-gradient(circle, ${theme.vars.palette.neutral.outlinedBorder} 1px, transparent 1px)`,
          backgroundSize: '16px 16px',
        })}
      >
        <Typography level="title-sm" role="status">
          {current?.label} tool
        </Typography>
        <Typography level="body-sm">{current?.hint}</Typography>
      </Sheet>
    </Box>
  );
}
