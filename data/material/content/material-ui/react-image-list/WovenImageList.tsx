import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Ceramic vases drawn as inline SVG on a soft backdrop.
function vase(backdrop: string, glaze: string, neck: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 260">
    <rect width="200" height="260" fill="${backdrop}"/>
    <ellipse cx="100" cy="232" rx="62" ry="8" fill="#000" opacity="0.12"/>
    <path d="M${100 - neck} 40 h${neck * 2} c0 30 46 50 46 110 c0 50 -30 80 -46 82 h-${neck * 2 - 0} c-16 -2 -46 -32 -46 -82 c0 -60 46 -80 46 -110Z" fill="${glaze}"/>
    <rect x="${100 - neck - 4}" y="34" width="${neck * 2 + 8}" height="10" rx="4" fill="${glaze}"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const vases = [
  { title: 'Celadon bottle vase', src: vase('#edf2f4', '#84a98c', 14) },
  { title: 'Cobalt jar', src: vase('#f1faee', '#1d3557', 26) },
  { title: 'Rust stoneware', src: vase('#fdf0d5', '#9c4221', 18) },
  { title: 'Milk-glaze pitcher', src: vase('#d8e2dc', '#f8f9fa', 22) },
  { title: 'Sage bud vase', src: vase('#fefae0', '#606c38', 10) },
  { title: 'Plum moon jar', src: vase('#ffe5ec', '#6d597a', 30) },
  { title: 'Ochre amphora', src: vase('#e0fbfc', '#dda15e', 16) },
  { title: 'Slate carafe', src: vase('#f8edeb', '#495057', 12) },
  { title: 'Coral urn', src: vase('#eaf4f4', '#e56b6f', 24) },
];

export default function WovenImageList() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {vases.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt={item.title} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
