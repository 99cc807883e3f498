/**
 * Real components in the playground's theme. The theme has CSS variables of its own
 * (`--theme-playground-…`) for the light and the dark scheme, selected by the class the site puts
 * on <html>: the preview follows the site's mode by CSS alone. The provider neither stores a mode
 * nor touches <html>: the site does both.
 */
import * as React from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

const INBOX = [
  { primary: 'Inbox', secondary: '3 new messages' },
  { primary: 'Drafts', secondary: 'Saved a minute ago' },
  { primary: 'Archive', secondary: 'Everything else' },
];

export default function Preview({ theme }: { theme: Theme }) {
  const [tab, setTab] = React.useState(0);
  const [selected, setSelected] = React.useState(0);
  return (
    <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null}>
      {/* The reader's colours are exempt from the site's contrast checks (data-demo-part, as in demos). */}
      <Box
        role="group"
        aria-label="Preview"
        data-demo-part="component"
        sx={{
          minWidth: 0,
          overflow: 'hidden',
          border: '1px solid',
          borderColor: 'divider',
          // The frame's radius is the site's, not the edited theme's.
          borderRadius: '12px',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <AppBar position="static" elevation={0} enableColorOnDark>
          <Toolbar sx={{ gap: 1 }}>
            <Typography component="p" variant="h6" sx={{ flex: 1 }}>
              My app
            </Typography>
            <Button color="inherit">Sign in</Button>
          </Toolbar>
        </AppBar>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          aria-label="Preview tabs"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab label="Overview" />
          <Tab label="Activity" />
          <Tab label="Settings" />
        </Tabs>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button variant="contained">Contained</Button>
            <Button variant="outlined">Outlined</Button>
            <Button variant="text">Text</Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <TextField label="Email" defaultValue="ada@example.com" sx={{ flex: '1 1 200px' }} />
            <FormControlLabel control={<Switch defaultChecked />} label="Notifications" />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Chip label="Default" />
            <Chip label="Primary" color="primary" />
            <Chip label="Outlined" color="primary" variant="outlined" />
          </Box>
          <Card variant="outlined">
            <CardContent>
              <Typography component="p" variant="h6" gutterBottom>
                Card title
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The theme&apos;s font size sets this text, its border radius the card&apos;s corners, and its spacing the gaps around it.
              </Typography>
            </CardContent>
            <CardActions>
              <Button>Share</Button>
              <Button>Learn more</Button>
            </CardActions>
          </Card>
          <Alert severity="info">An alert takes the theme&apos;s radius and type scale too.</Alert>
          <Card variant="outlined">
            <List aria-label="Mailboxes">
              {INBOX.map((item, index) => (
                <ListItem key={item.primary} disablePadding>
                  <ListItemButton selected={selected === index} onClick={() => setSelected(index)}>
                    <ListItemText primary={item.primary} secondary={item.secondary} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Card>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
