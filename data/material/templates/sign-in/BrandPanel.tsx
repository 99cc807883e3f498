import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';

const FEATURES = [
  { icon: <MenuBookOutlinedIcon />, text: 'Shared notebooks for every project and team' },
  { icon: <ForumOutlinedIcon />, text: 'Comments that stay next to the paragraph they are about' },
  { icon: <CloudSyncOutlinedIcon />, text: 'Works offline and catches up when you reconnect' },
];

/** Large petals in the corner of the panel, drawn inline; purely decorative. */
function Petals() {
  return (
    <Box
      component="svg"
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false"
      sx={{ position: 'absolute', right: -60, bottom: -60, width: 360, height: 360, opacity: 0.18, color: '#fff' }}
    >
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <ellipse key={angle} cx="100" cy="55" rx="22" ry="45" fill="currentColor" transform={`rotate(${angle} 100 100)`} />
      ))}
    </Box>
  );
}

/** The product pitch beside the form on wide screens; phones show only the form. */
export default function BrandPanel() {
  return (
    <Box
      component="section"
      aria-labelledby="brand-title"
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        position: 'relative',
        overflow: 'hidden',
        borderRadius: '32px',
        p: 6,
        color: '#fff',
        backgroundImage: 'linear-gradient(150deg, #5a2f91 0%, #8e2f66 100%)',
        ...theme.applyStyles('dark', {
          color: '#f3e9ff',
          backgroundImage: 'linear-gradient(150deg, #2a1942 0%, #44193a 100%)',
        }),
      })}
    >
      <Petals />
      <Typography id="brand-title" variant="h2" component="h2" sx={{ fontSize: '2.25rem', maxWidth: 420, position: 'relative' }}>
        Notes your whole team can build on.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0, display: 'grid', gap: 2.5, position: 'relative' }}>
        {FEATURES.map((feature) => (
          <Box component="li" key={feature.text} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box
              aria-hidden="true"
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 44,
                height: 44,
                borderRadius: 3,
                bgcolor: 'rgba(255 255 255 / 0.16)',
                flexShrink: 0,
              }}
            >
              {feature.icon}
            </Box>
            <Typography>{feature.text}</Typography>
          </Box>
        ))}
      </Box>
      <Box component="figure" sx={{ m: 0, mt: 6, position: 'relative', maxWidth: 440 }}>
        <Typography component="blockquote" sx={{ m: 0, fontFamily: 'Georgia, serif', fontSize: '1.15rem', fontStyle: 'italic' }}>
          “We moved our research notes, interview transcripts and weekly plans into Larkspur. Nobody asks where anything is any more.”
        </Typography>
        <Typography component="figcaption" variant="body2" sx={{ mt: 1.5 }}>
          Noor Haddad, Research lead at Fieldwork Studio
        </Typography>
      </Box>
    </Box>
  );
}
