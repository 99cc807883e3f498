import Avatar, { avatarClasses } from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { people } from './people';

export default function VerticalGroup() {
  const online = people.slice(3, 7);
  return (
    <Sheet variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'md', width: 280, maxWidth: '100%' }}>
      {/* Stack vertically: the overlap moves from the inline start to the top. */}
      <AvatarGroup
        size="sm"
        role="group"
        aria-label="Online now"
        sx={{
          flexDirection: 'column',
          marginInlineStart: 0,
          '--Avatar-marginInlineStart': '0px',
          [`& > .${avatarClasses.root}:not(:first-of-type)`]: { marginTop: 'var(--AvatarGroup-gap)' },
        }}
      >
        {online.map((person) => (
          <Avatar key={person.name} src={person.photo} alt={person.name} />
        ))}
      </AvatarGroup>
      <Box>
        <Typography level="title-sm">#release-train</Typography>
        <Typography level="body-xs">4 people online, 23 members</Typography>
      </Box>
    </Sheet>
  );
}
