import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';

const radii = { sm: 4, md: 10, pill: 999 };

// Two new sx keys: `size` sets width and height, `radius` reads named values from `radii`.
function withCustomKeys(outer: Theme): Theme {
  return {
    ...outer,
    radii,
    unstable_sxConfig: {
      ...outer.unstable_sxConfig,
      size: {
        style: ({ size }) => ({ width: size, height: size }),
      },
      radius: {
        cssProperty: 'borderRadius',
        themeKey: 'radii',
      },
    },
  } as Theme;
}

const members = [
  { initials: 'HN', name: 'Hana Novak', role: 'Editor' },
  { initials: 'RB', name: 'Rafael Bianchi', role: 'Photographer' },
  { initials: 'YA', name: 'Yusuf Aydın', role: 'Illustrator' },
];

export default function SxConfigExtend() {
  return (
    <ThemeProvider theme={withCustomKeys}>
      <Box component="ul" aria-label="Contributors" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {members.map((member) => (
          <Box
            component="li"
            key={member.name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              pl: 0.75,
              pr: 2,
              py: 0.75,
              radius: 'pill',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              aria-hidden
              sx={{
                size: 36,
                radius: 'pill',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.dark',
                color: 'primary.contrastText',
                fontSize: 14,
                fontWeight: 500,
              }}
            >
              {member.initials}
            </Box>
            <Box sx={{ lineHeight: 1.3 }}>
              <Box sx={{ color: 'text.primary', fontWeight: 500, fontSize: 14 }}>{member.name}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{member.role}</Box>
            </Box>
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
