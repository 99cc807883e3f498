import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

const members = [
  // Dark fills with white initials read in light and dark mode alike.
  { initials: 'AK', name: 'Amara Kone', colour: '#1565c0' },
  { initials: 'LS', name: 'Lukas Stein', colour: '#6a1b9a' },
  { initials: 'MR', name: 'Mei Ricci', colour: '#2e7d32' },
  { initials: 'JO', name: 'Jonah Okafor', colour: '#c62828' },
];

export default function SpacingNegativeMargin() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.primary' }}>
      <Box component="ul" aria-label="Project members" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {members.map((member, index) => (
          <Box
            component="li"
            key={member.initials}
            title={member.name}
            sx={{
              // Every avatar after the first slides 12px under its left neighbour.
              ml: index === 0 ? 0 : -1.5,
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: '50%',
              border: 2,
              borderColor: 'background.paper',
              bgcolor: member.colour,
              color: '#fff',
              fontSize: 14,
              fontWeight: 'medium',
            }}
          >
            <span aria-hidden>{member.initials}</span>
            <Box component="span" sx={visuallyHidden}>
              {member.name}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ fontSize: 14, color: 'text.secondary' }}>4 people are editing this page</Box>
    </Box>
  );
}
