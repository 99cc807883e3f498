import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem, { listItemClasses } from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function ListVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-xs" sx={{ mb: 1, fontFamily: 'code' }}>
            variant=&quot;{variant}&quot;
          </Typography>
          {/* Items keep their own plain, neutral text color; inherit the list's so it reads on every surface. */}
          <List variant={variant} sx={{ borderRadius: 'sm', [`& .${listItemClasses.root}`]: { color: 'inherit' } }}>
            <ListItem>Espresso</ListItem>
            <ListItem>Flat white</ListItem>
            <ListItem>Cortado</ListItem>
          </List>
        </div>
      ))}
    </Box>
  );
}
