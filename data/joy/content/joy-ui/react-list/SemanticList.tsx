import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const steps = [
  'Unpack the frame and check every part.',
  'Attach the seat post and handlebars.',
  'Pump the tyres to 3.5 bar.',
  'Test the brakes before the first ride.',
];

export default function SemanticList() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <div>
        <Typography id="assembly-steps" level="title-sm">
          Assembly, in order (ol)
        </Typography>
        <List component="ol" marker="decimal" aria-labelledby="assembly-steps" sx={{ maxWidth: 300 }}>
          {steps.map((step) => (
            <ListItem key={step}>{step}</ListItem>
          ))}
        </List>
      </div>
      <div>
        <Typography id="help-nav" level="title-sm">
          Help topics (nav)
        </Typography>
        <List component="nav" aria-labelledby="help-nav" sx={{ maxWidth: 260 }}>
          <ListItemButton component="a" href="?section=help-shipping">
            <ListItemContent>Shipping and returns</ListItemContent>
          </ListItemButton>
          <ListItemButton component="a" href="?section=help-warranty">
            <ListItemContent>Warranty claims</ListItemContent>
          </ListItemButton>
          <ListItemButton component="a" href="?section=help-servicing">
            <ListItemContent>Servicing your bike</ListItemContent>
          </ListItemButton>
        </List>
      </div>
    </Box>
  );
}
