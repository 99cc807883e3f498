import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function MarkerList() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <div>
        <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
          marker=&quot;disc&quot;
        </Typography>
        <List marker="disc">
          <ListItem>Flour</ListItem>
          <ListItem>Butter</ListItem>
          <ListItem nested>
            <ListItem>Eggs</ListItem>
            <List marker="circle">
              <ListItem>Two for the dough</ListItem>
              <ListItem>One for the glaze</ListItem>
            </List>
          </ListItem>
        </List>
      </div>
      <div>
        <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
          marker=&quot;decimal&quot; on an ol
        </Typography>
        <List component="ol" marker="decimal">
          <ListItem>Preheat the oven to 190 °C.</ListItem>
          <ListItem>Rub the butter into the flour.</ListItem>
          <ListItem>Fold in the eggs and rest the dough.</ListItem>
        </List>
      </div>
      <div>
        <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
          marker=&quot;&apos;✓ &apos;&quot;
        </Typography>
        <List marker="'✓ '" sx={{ '& li::marker': { color: 'success.plainColor' } }}>
          <ListItem>Gluten-free option</ListItem>
          <ListItem>Freezes well</ListItem>
          <ListItem>Ready in 40 minutes</ListItem>
        </List>
      </div>
    </Box>
  );
}
