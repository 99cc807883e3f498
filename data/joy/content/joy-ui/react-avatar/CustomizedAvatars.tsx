import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import { people } from './people';

// A two-tone ring that marks unseen updates, drawn with box shadows behind a gap the color of the surface.
const UpdatesAvatar = styled(Avatar)(({ theme }) => ({
  overflow: 'visible',
  '--Avatar-size': '56px',
  boxShadow: `0 0 0 3px ${theme.vars.palette.background.surface}, 0 0 0 5px ${theme.vars.palette.primary[500]}, 0 0 0 6px ${theme.vars.palette.success[400]}`,
  '& img': { borderRadius: 'inherit' },
}));

const workspaces = [
  { name: 'Northwind Logistics', initials: 'NL', color: 'primary' },
  { name: 'Kestrel Studio', initials: 'KS', color: 'warning' },
  { name: 'Fernhill Clinic', initials: 'FC', color: 'success' },
] as const;

export default function CustomizedAvatars() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        {/* Organizations and workspaces read better square: set --Avatar-radius. */}
        {workspaces.map((workspace) => (
          <Avatar
            key={workspace.name}
            variant="solid"
            color={workspace.color}
            role="img"
            aria-label={workspace.name}
            title={workspace.name}
            sx={{ '--Avatar-radius': '10px' }}
          >
            {workspace.initials}
          </Avatar>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
        {people.slice(5, 8).map((person, index) => (
          <Box key={person.name} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            {index < 2 ? (
              <UpdatesAvatar src={person.photo} alt={person.name} />
            ) : (
              <Avatar src={person.photo} alt={person.name} sx={{ '--Avatar-size': '56px' }} />
            )}
            <Typography level="body-xs">{index < 2 ? 'New updates' : 'Seen'}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
