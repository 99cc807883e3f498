import Box from '@mui/material/Box';

const ingredients = ['200 g rolled oats', '2 ripe bananas', '1 tsp cinnamon', '50 g walnuts', '300 ml oat milk'];

export default function BoxComponentProp() {
  return (
    <Box component="figure" sx={{ m: 0, width: '100%', maxWidth: 480 }}>
      <Box component="figcaption" sx={{ typography: 'subtitle1', mb: 1 }}>
        Baked oats, serves 4
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {ingredients.map((item) => (
          <Box component="li" key={item} sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'action.selected', typography: 'body2' }}>
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
