import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Inbox from '@mui/icons-material/InboxOutlined';
import Star from '@mui/icons-material/StarBorder';
import Send from '@mui/icons-material/SendOutlined';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ListSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <Box key={size} sx={{ width: 180 }}>
          <Typography level="body-xs" sx={{ mb: 1, fontFamily: 'code' }}>
            size=&quot;{size}&quot;
          </Typography>
          <List size={size} variant="outlined" sx={{ borderRadius: 'sm' }}>
            <ListItem>
              <ListItemButton>
                <ListItemDecorator>
                  <Inbox />
                </ListItemDecorator>
                Inbox
              </ListItemButton>
            </ListItem>
            <ListItem>
              <ListItemButton>
                <ListItemDecorator>
                  <Star />
                </ListItemDecorator>
                Starred
              </ListItemButton>
            </ListItem>
            <ListItem>
              <ListItemButton>
                <ListItemDecorator>
                  <Send />
                </ListItemDecorator>
                Sent
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      ))}
    </Box>
  );
}
