import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function BasicList() {
  return (
    <div>
      <Typography id="packing-list" level="title-sm">
        Day hike packing list
      </Typography>
      <List aria-labelledby="packing-list" sx={{ maxWidth: 320 }}>
        <ListItem>Two litres of water</ListItem>
        <ListItem>Rain shell and a warm layer</ListItem>
        <ListItem>Offline map and a charged phone</ListItem>
        <ListItem>First-aid kit</ListItem>
        <ListItem>Snacks for the summit</ListItem>
      </List>
    </div>
  );
}
