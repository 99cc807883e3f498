import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

// Houseplants drawn as inline SVG; taller plants get taller images.
function plant(height: number, pot: string, leaf: string, wall: string) {
  const potTop = height - 70;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 ${height}">
    <rect width="200" height="${height}" fill="${wall}"/>
    <path d="M100 ${potTop} C60 ${potTop - 60} 40 ${potTop - 120} 70 ${potTop - 150}" stroke="${leaf}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M100 ${potTop} C140 ${potTop - 50} 160 ${potTop - 100} 130 ${potTop * 0.3}" stroke="${leaf}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <ellipse cx="72" cy="${potTop - 150}" rx="22" ry="12" fill="${leaf}"/>
    <ellipse cx="130" cy="${potTop * 0.3}" rx="20" ry="11" fill="${leaf}"/>
    <path d="M62 ${potTop} h76 l-10 60 h-56Z" fill="${pot}"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const plants = [
  { title: 'Snake plant', subtitle: 'Low light · water monthly', src: plant(380, '#bc6c25', '#40916c', '#f1faee') },
  { title: 'Pilea', subtitle: 'Bright shade · water weekly', src: plant(260, '#e5e5e5', '#52b788', '#ffe8d6') },
  { title: 'Fiddle-leaf fig', subtitle: 'Bright light · water weekly', src: plant(460, '#6c757d', '#2d6a4f', '#e0fbfc') },
  { title: 'Pothos', subtitle: 'Any light · water when dry', src: plant(300, '#ffb703', '#74c69d', '#edf2f4') },
  { title: 'Rubber plant', subtitle: 'Bright shade · water fortnightly', src: plant(420, '#495057', '#1b4332', '#fefae0') },
  { title: 'Calathea', subtitle: 'Shade · keep moist', src: plant(280, '#d4a373', '#588157', '#f8edeb') },
];

export default function MasonryTitleBelowImageList() {
  return (
    <ImageList variant="masonry" cols={3} gap={10} sx={{ width: '100%', maxWidth: 520, m: 0 }}>
      {plants.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt="" loading="lazy" />
          <ImageListItemBar title={item.title} subtitle={item.subtitle} position="below" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
