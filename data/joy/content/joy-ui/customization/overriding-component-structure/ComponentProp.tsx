import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

export default function ComponentProp() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', width: '100%', alignItems: 'flex-start' }}>
      {/* A Card rendered as <article>, a Typography as <h3>, a Button as <a>. */}
      <Card component="article" variant="outlined" sx={{ flex: '1 1 240px', maxWidth: 320 }}>
        <Typography level="title-lg" component="h3">
          Release notes 4.2
        </Typography>
        <Typography level="body-sm">Faster exports, a new audit log and 31 bug fixes.</Typography>
        <Button
          component="a"
          href="#the-component-prop"
          variant="soft"
          endDecorator={<OpenInNewRounded />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Read the notes
        </Button>
      </Card>
      {/* A List rendered as <nav>: its items render <div> and the buttons <a>. */}
      <List component="nav" aria-label="Account" sx={{ flex: '0 1 220px' }}>
        <ListItem>
          <ListItemButton component="a" href="#the-root-slot">
            Profile
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton component="a" href="#interior-slots" selected>
            Billing
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton component="a" href="#best-practices">
            Security
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
