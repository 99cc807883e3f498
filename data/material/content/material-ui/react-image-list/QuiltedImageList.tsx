import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Textile swatches drawn as inline SVG: a base color crossed by stripes of a second color.
function swatch(base: string, stripe: string, angle: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <defs><pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">
      <rect width="24" height="24" fill="${base}"/><rect width="8" height="24" fill="${stripe}" opacity="0.55"/>
    </pattern></defs>
    <rect width="200" height="200" fill="url(#p)"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const swatches = [
  { title: 'Indigo twill', src: swatch('#1d3557', '#457b9d', 45), rows: 2, cols: 2 },
  { title: 'Saffron linen', src: swatch('#f4a261', '#e9c46a', 0) },
  { title: 'Moss corduroy', src: swatch('#606c38', '#283618', 90) },
  { title: 'Rose seersucker', src: swatch('#ffafcc', '#ffc8dd', 90), cols: 2 },
  { title: 'Charcoal herringbone', src: swatch('#343a40', '#6c757d', -45), cols: 2 },
  { title: 'Terracotta canvas', src: swatch('#bc4749', '#f2e8cf', 30), rows: 2, cols: 2 },
  { title: 'Sky chambray', src: swatch('#a2d2ff', '#bde0fe', 60) },
  { title: 'Plum velvet', src: swatch('#5a189a', '#9d4edd', 15) },
  { title: 'Sand poplin', src: swatch('#e9d8a6', '#ca6702', 75), rows: 2, cols: 2 },
  { title: 'Teal jacquard', src: swatch('#0a9396', '#94d2bd', 120) },
  { title: 'Ivory muslin', src: swatch('#fefae0', '#dda15e', 45) },
];

export default function QuiltedImageList() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={90} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {swatches.map((item) => (
        <ImageListItem key={item.title} cols={item.cols || 1} rows={item.rows || 1}>
          <img src={item.src} alt={item.title} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
