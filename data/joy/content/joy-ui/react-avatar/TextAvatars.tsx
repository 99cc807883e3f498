import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import { people } from './people';

const palette: ColorPaletteProp[] = ['primary', 'success', 'warning', 'danger', 'neutral'];

// The same name always gets the same color, on the server and in the browser.
function colorFor(name: string): ColorPaletteProp {
  let sum = 0;
  for (const char of name) {
    sum += char.charCodeAt(0);
  }
  return palette[sum % palette.length];
}

export default function TextAvatars() {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
      {people.slice(0, 6).map((person) => (
        <Box component="li" key={person.name} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, width: 88 }}>
          {/* The name is written below, so the initials are decoration for screen readers. */}
          <Avatar color={colorFor(person.name)} aria-hidden>
            {person.initials}
          </Avatar>
          <Typography level="body-xs" sx={{ textAlign: 'center' }}>
            {person.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
