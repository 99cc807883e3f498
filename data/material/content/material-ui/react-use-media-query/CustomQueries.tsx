import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';

const queries = [
  { label: 'Landscape orientation', query: '(orientation: landscape)' },
  { label: 'Mouse or trackpad (hover)', query: '(hover: hover) and (pointer: fine)' },
  { label: 'Touch screen', query: '(pointer: coarse)' },
  { label: 'Dark color scheme', query: '(prefers-color-scheme: dark)' },
  { label: 'Reduced motion', query: '(prefers-reduced-motion: reduce)' },
  { label: 'High-density screen', query: '(min-resolution: 2dppx)' },
];

function QueryRow({ label, query }: { label: string; query: string }) {
  const matches = useMediaQuery(query);
  return (
    <ListItem secondaryAction={<Chip size="small" color={matches ? 'success' : 'default'} label={matches ? 'yes' : 'no'} />} sx={{ pr: 9 }}>
      <ListItemText
        primary={label}
        secondary={query}
        slotProps={{ secondary: { sx: { fontFamily: 'monospace', wordBreak: 'break-word' } } }}
      />
    </ListItem>
  );
}

export default function CustomQueries() {
  return (
    <List dense aria-label="Device and preference queries" sx={{ maxWidth: 440 }}>
      {queries.map((item) => (
        <QueryRow key={item.query} {...item} />
      ))}
    </List>
  );
}
