import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

// Album covers drawn as inline SVG: concentric rings on a two-color gradient.
function cover(from: string, to: string, ring: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
    <defs><radialGradient id="c" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient></defs>
    <rect width="300" height="300" fill="url(#c)"/>
    <g fill="none" stroke="${ring}" opacity="0.5"><circle cx="210" cy="210" r="40" stroke-width="6"/><circle cx="210" cy="210" r="80" stroke-width="3"/><circle cx="210" cy="210" r="120" stroke-width="2"/></g>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const albums = [
  { title: 'Night Ferry', artist: 'The Lanterns', src: cover('#ff9e00', '#7b2cbf', '#fff'), featured: true },
  { title: 'Paper Orchard', artist: 'Mira Solberg', src: cover('#90e0ef', '#0077b6', '#fff') },
  { title: 'Low Tide', artist: 'Quiet Harbour', src: cover('#f4acb7', '#9d8189', '#fff') },
  { title: 'Copper Sky', artist: 'Dune Assembly', src: cover('#ffd166', '#ef476f', '#fff'), featured: true },
  { title: 'Field Notes', artist: 'Aiko Tanabe', src: cover('#b7e4c7', '#2d6a4f', '#fff') },
  { title: 'Glass Garden', artist: 'Velvet Atlas', src: cover('#cdb4db', '#3a0ca3', '#fff') },
];

export default function CustomImageList() {
  const [starred, setStarred] = React.useState<string[]>(['Low Tide']);

  const toggle = (title: string) => {
    setStarred((current) => (current.includes(title) ? current.filter((item) => item !== title) : [...current, title]));
  };

  return (
    <ImageList variant="quilted" cols={2} rowHeight={160} gap={2} sx={{ width: '100%', maxWidth: 480, m: 0, transform: 'translateZ(0)' }}>
      {albums.map((item) => {
        const span = item.featured ? 2 : 1;
        const isStarred = starred.includes(item.title);
        return (
          <ImageListItem key={item.title} cols={span} rows={span}>
            <img src={item.src} alt={`Cover of ${item.title}`} loading="lazy" />
            <ImageListItemBar
              title={item.title}
              subtitle={item.artist}
              position="top"
              actionPosition="left"
              actionIcon={
                <IconButton
                  aria-label={`Star ${item.title}`}
                  aria-pressed={isStarred}
                  onClick={() => toggle(item.title)}
                  sx={{ color: 'common.white' }}
                >
                  {isStarred ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              }
              sx={{
                background: 'linear-gradient(to bottom, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0.3) 70%, rgba(0,0,0,0) 100%)',
              }}
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
