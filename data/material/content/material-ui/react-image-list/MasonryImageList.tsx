import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Abstract poster studies drawn as inline SVG; each has its own aspect ratio.
function poster(width: number, height: number, background: string, accent: string, ink: string) {
  const r = Math.min(width, height) / 3;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="${background}"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${r}" fill="${accent}"/>
    <rect x="${width * 0.15}" y="${height * 0.78}" width="${width * 0.7}" height="${height * 0.05}" fill="${ink}"/>
    <rect x="${width * 0.15}" y="${height * 0.87}" width="${width * 0.4}" height="${height * 0.03}" fill="${ink}" opacity="0.6"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const posters = [
  { title: 'Study in vermilion', src: poster(300, 420, '#f1faee', '#e63946', '#1d3557') },
  { title: 'Blue hour', src: poster(300, 220, '#1d3557', '#a8dadc', '#f1faee') },
  { title: 'Lemon on slate', src: poster(300, 360, '#343a40', '#ffd60a', '#f8f9fa') },
  { title: 'Rose field', src: poster(300, 300, '#ffe5ec', '#fb6f92', '#590d22') },
  { title: 'Ochre and ink', src: poster(300, 460, '#fefae0', '#bc6c25', '#283618') },
  { title: 'Mint signal', src: poster(300, 240, '#081c15', '#74c69d', '#d8f3dc') },
  { title: 'Violet noon', src: poster(300, 380, '#e0aaff', '#5a189a', '#10002b') },
  { title: 'Harbour lights', src: poster(300, 280, '#003049', '#fcbf49', '#eae2b7') },
  { title: 'Clay circle', src: poster(300, 340, '#edede9', '#d6ccc2', '#6b705c') },
];

export default function MasonryImageList() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {posters.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt={item.title} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
