import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const notes = [
  { title: 'Groceries', body: 'Oat milk, spinach, two lemons, coffee beans.' },
  { title: 'Call the plumber', body: 'Kitchen tap drips again. Ask about Saturday morning.' },
  { title: 'Book club', body: 'Read chapters 4 to 7 before the 14th. Bring snacks this time.' },
  { title: 'Gift ideas', body: 'Hiking socks, a ceramics class, a good bread knife.' },
  { title: 'Gym', body: 'Legs on Tuesday.' },
  {
    title: 'Trip checklist',
    body: 'Passport, charger, adapter, rain jacket, travel insurance papers, the spare house key for the neighbours.',
  },
  { title: 'Wi-Fi at the cabin', body: 'Network: Pinecrest. Ask the host for the password.' },
  { title: 'Recipe to try', body: 'Roasted squash soup with ginger and a spoon of yogurt.' },
];

export default function BasicMasonry() {
  return (
    <Box sx={{ width: '100%', minHeight: 300 }}>
      <Masonry columns={3} spacing={2}>
        {notes.map((note) => (
          <Paper key={note.title} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {note.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note.body}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
