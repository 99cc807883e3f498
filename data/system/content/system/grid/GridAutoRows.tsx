import Box from '@mui/material/Box';

const notes = [
  'Buy oat milk',
  'Call the plumber about the kitchen tap before Thursday, the leak is getting worse every day.',
  'Book dentist',
  'Ideas for the garden: a herb spiral near the back door, raised beds for tomatoes and a small pond.',
  'Return library books',
  'Renew passport',
];

export default function GridAutoRows() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gridAutoRows: 'minmax(72px, auto)',
        gap: 1.5,
      }}
    >
      {notes.map((note) => (
        <Box
          key={note}
          sx={{
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.selected',
            color: 'text.primary',
            fontSize: 14,
          }}
        >
          {note}
        </Box>
      ))}
    </Box>
  );
}
