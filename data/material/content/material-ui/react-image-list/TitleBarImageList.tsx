import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

// Trail maps drawn as inline SVG: a terrain gradient with a dashed route.
function trail(from: string, to: string, route: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220">
    <defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="300" height="220" fill="url(#t)"/>
    <path d="${route}" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/>
    <circle cx="30" cy="40" r="9" fill="#fff"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const trails = [
  {
    title: 'Beacon Hill loop',
    subtitle: '6.2 km · easy',
    src: trail('#52b788', '#1b4332', 'M30 40 C120 20 90 140 180 120 S260 60 270 180'),
  },
  {
    title: 'Old quarry path',
    subtitle: '9.8 km · moderate',
    src: trail('#bc6c25', '#432818', 'M30 40 C60 160 160 40 200 150 S250 190 280 100'),
  },
  { title: 'Lakeshore walk', subtitle: '4.5 km · easy', src: trail('#48cae4', '#023e8a', 'M30 40 Q150 200 270 60') },
  { title: 'Ridge traverse', subtitle: '14.1 km · hard', src: trail('#8d99ae', '#2b2d42', 'M30 40 L90 120 L140 60 L200 150 L270 80') },
  { title: 'Fern gully', subtitle: '3.0 km · easy', src: trail('#95d5b2', '#2d6a4f', 'M30 40 C200 40 60 180 260 170') },
  {
    title: 'Summit scramble',
    subtitle: '7.4 km · hard',
    src: trail('#e76f51', '#6a040f', 'M30 40 C80 200 160 200 150 110 S240 30 270 170'),
  },
];

export default function TitleBarImageList() {
  return (
    <ImageList cols={2} gap={6} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {trails.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt={`Route map of ${item.title}`} loading="lazy" />
          <ImageListItemBar
            title={item.title}
            subtitle={item.subtitle}
            actionIcon={
              <IconButton aria-label={`Details of ${item.title}`} sx={{ color: 'rgba(255, 255, 255, 0.8)' }}>
                <InfoOutlinedIcon />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
