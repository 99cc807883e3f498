import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Illustrations drawn as inline SVG: a sky gradient, a sun and two rows of hills.
function landscape(sky: string, horizon: string, hills: string, sunY: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 220">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
    <rect width="300" height="220" fill="url(#s)"/>
    <circle cx="200" cy="${sunY}" r="34" fill="#fff6d5" opacity="0.9"/>
    <path d="M0 150 Q70 110 140 145 T300 135 V220 H0Z" fill="${hills}" opacity="0.6"/>
    <path d="M0 185 Q90 150 180 180 T300 175 V220 H0Z" fill="${hills}"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const postcards = [
  { title: 'Dawn over the moor', src: landscape('#f6a57a', '#fde2c8', '#6b4e71', 118) },
  { title: 'Glacier lake at noon', src: landscape('#5fa8d3', '#cae9ff', '#1b4965', 49) },
  { title: 'Vineyard at dusk', src: landscape('#9d4edd', '#ffb4a2', '#3c1642', 133) },
  { title: 'Desert plateau', src: landscape('#f4a261', '#ffe8d6', '#9c6644', 62) },
  { title: 'Pine valley in fog', src: landscape('#a3b18a', '#e9edc9', '#344e41', 84) },
  { title: 'Coastal cliffs', src: landscape('#48cae4', '#caf0f8', '#03045e', 56) },
  { title: 'Tea terraces after rain', src: landscape('#90be6d', '#f1faee', '#386641', 77) },
  { title: 'Salt flats at night', src: landscape('#14213d', '#4a4e69', '#0b090a', 42) },
  { title: 'Autumn ridge', src: landscape('#e76f51', '#f4d35e', '#5f0f40', 105) },
];

export default function StandardImageList() {
  return (
    <ImageList cols={3} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {postcards.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt={item.title} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
