import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';

type Level = 'body-md' | 'h4' | 'title-lg';

export default function EditorToolbar() {
  const [level, setLevel] = React.useState<Level>('body-md');
  const [formats, setFormats] = React.useState<string[]>([]);
  const [align, setAlign] = React.useState<string | null>('left');

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 640, width: '100%', mx: 'auto', overflow: 'hidden' }}>
      <Box
        role="group"
        aria-label="Formatting"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, borderBottom: '1px solid', borderColor: 'divider' }}
      >
        <Select
          size="sm"
          variant="plain"
          value={level}
          onChange={(event, value) => value && setLevel(value)}
          slotProps={{ button: { 'aria-label': 'Text style' } }}
          sx={{ minWidth: 128 }}
        >
          <Option value="body-md">Paragraph</Option>
          <Option value="h4">Heading</Option>
          <Option value="title-lg">Subheading</Option>
        </Select>
        <Divider orientation="vertical" />
        <ToggleButtonGroup
          size="sm"
          variant="plain"
          spacing={0.5}
          aria-label="Text formatting"
          value={formats}
          onChange={(event, value) => setFormats(value)}
        >
          <IconButton value="bold" aria-label="Bold">
            <FormatBold />
          </IconButton>
          <IconButton value="italic" aria-label="Italic">
            <FormatItalic />
          </IconButton>
          <IconButton value="underline" aria-label="Underline">
            <FormatUnderlined />
          </IconButton>
        </ToggleButtonGroup>
        <Divider orientation="vertical" />
        <ToggleButtonGroup
          size="sm"
          variant="plain"
          spacing={0.5}
          aria-label="Alignment"
          value={align}
          onChange={(event, value) => value && setAlign(value)}
        >
          <IconButton value="left" aria-label="Align left">
            <FormatAlignLeft />
          </IconButton>
          <IconButton value="center" aria-label="Align center">
            <FormatAlignCenter />
          </IconButton>
          <IconButton value="right" aria-label="Align right">
            <FormatAlignRight />
          </IconButton>
          <IconButton value="justify" aria-label="Justify">
            <FormatAlignJustify />
          </IconButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ p: 2 }}>
        <Typography
          level={level}
          sx={{
            textAlign: (align ?? 'left') as 'left' | 'center' | 'right' | 'justify',
            fontWeight: formats.includes('bold') ? 'xl' : undefined,
            fontStyle: formats.includes('italic') ? 'italic' : 'normal',
            textDecoration: formats.includes('underline') ? 'underline' : 'none',
          }}
        >
          The community garden opens on the first Saturday of April. Bring gloves, seeds you would like to swap, and a neighbour who has
          never planted anything before.
        </Typography>
      </Box>
    </Sheet>
  );
}
