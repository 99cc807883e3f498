import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

// Dishes drawn as inline SVG: a plate seen from above on a colored tablecloth.
function dish(cloth: string, food: string, garnish: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 200">
    <rect width="240" height="200" fill="${cloth}"/>
    <circle cx="120" cy="100" r="78" fill="#fdfdfd"/>
    <circle cx="120" cy="100" r="60" fill="#eef0f2"/>
    <circle cx="120" cy="100" r="44" fill="${food}"/>
    <circle cx="104" cy="88" r="8" fill="${garnish}"/><circle cx="134" cy="112" r="6" fill="${garnish}"/><circle cx="128" cy="84" r="5" fill="${garnish}"/>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const recipes = [
  { title: 'Tomato and lentil soup', subtitle: '35 min · vegan', src: dish('#e9c46a', '#d62828', '#2a9d8f') },
  { title: 'Green pea risotto', subtitle: '40 min · vegetarian', src: dish('#8ecae6', '#a7c957', '#f2e8cf') },
  { title: 'Pumpkin curry', subtitle: '50 min · vegan', src: dish('#cdb4db', '#f77f00', '#386641') },
  { title: 'Beetroot salad', subtitle: '15 min · gluten-free', src: dish('#b7e4c7', '#9d0208', '#ffd166') },
  { title: 'Mushroom stroganoff', subtitle: '30 min · vegetarian', src: dish('#ffafcc', '#7f5539', '#606c38') },
  { title: 'Coconut rice pudding', subtitle: '45 min · dessert', src: dish('#a2d2ff', '#fefae0', '#e76f51') },
];

export default function TitleBelowImageList() {
  return (
    <ImageList cols={3} gap={12} sx={{ width: '100%', maxWidth: 520, m: 0 }}>
      {recipes.map((item) => (
        <ImageListItem key={item.title}>
          <img src={item.src} alt="" loading="lazy" style={{ borderRadius: 8 }} />
          <ImageListItemBar title={item.title} subtitle={item.subtitle} position="below" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
