import Box from '@mui/material/Box';

const rows = [
  { value: '1 / 4', width: 1 / 4 },
  { value: '1 / 2', width: 1 / 2 },
  { value: '3 / 4', width: 3 / 4 },
  { value: '1', width: 1 },
  { value: '200', width: 200 },
  { value: "'auto'", width: 'auto' },
  { value: "'calc(100% - 48px)'", width: 'calc(100% - 48px)' },
];

export default function SizingWidth() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {rows.map((row) => (
        <Box
          key={row.value}
          sx={{
            width: row.width,
            // Items of this column do not stretch, so 'auto' is the width of the label.
            alignSelf: 'flex-start',
            boxSizing: 'border-box',
            px: 1,
            py: 0.75,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          width: {row.value}
        </Box>
      ))}
    </Box>
  );
}
