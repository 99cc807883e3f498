import type * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

function Tile({ children }: { children: React.ReactNode }) {
  return (
    <Sheet
      variant="outlined"
      sx={{ width: 96, height: 64, borderRadius: 'sm', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Typography level="body-sm">{children}</Typography>
    </Sheet>
  );
}

export default function BadgeContent() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', pt: 1 }}>
      <Badge badgeContent={7}>
        <Tile>A number</Tile>
      </Badge>
      <Badge badgeContent="New" color="success">
        <Tile>Text</Tile>
      </Badge>
      <Badge badgeContent={<CheckRounded />} color="primary" variant="solid">
        <Tile>An icon</Tile>
      </Badge>
      <Badge color="danger">
        <Tile>A dot</Tile>
      </Badge>
    </Box>
  );
}
