import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const swatches = [
  { name: 'Terracotta', color: '#c0603f' },
  { name: 'Sage', color: '#87a878' },
  { name: 'Ochre', color: '#cc9a2e' },
  { name: 'Slate', color: '#5a6b7b' },
  { name: 'Plum', color: '#7b3f61' },
  { name: 'Sand', color: '#d8c3a5' },
];

export default function SwatchImageList() {
  const [columns, setColumns] = React.useState(3);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <ImageList cols={columns} rowHeight={96} gap={8}>
        {swatches.map((swatch) => (
          <ImageListItem key={swatch.name}>
            <Box aria-hidden sx={{ height: '100%', bgcolor: swatch.color }} />
            <ImageListItemBar title={swatch.name} />
          </ImageListItem>
        ))}
      </ImageList>
      <Button size="small" onClick={() => setColumns(columns === 3 ? 2 : 3)}>
        Show {columns === 3 ? 2 : 3} columns
      </Button>
    </Box>
  );
}
