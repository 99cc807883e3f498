import Box from '@mui/joy/Box';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Refunds', value: '12' },
  { label: 'Average basket', value: '€38.40' },
];

export default function BoxSx() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        // Responsive values: a column on phones, a row from the sm breakpoint.
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={(theme) => ({
            flex: 1,
            p: 2,
            borderRadius: 'sm',
            border: '1px solid',
            borderColor: 'neutral.outlinedBorder',
            transition: 'border-color 0.2s, box-shadow 0.2s',
            // Pseudo-classes and nested selectors work like in CSS.
            '&:hover': { borderColor: 'primary.outlinedHoverBorder', boxShadow: 'sm' },
            '& dt': { typography: 'body-xs', color: 'text.tertiary' },
            '& dd': { m: 0, typography: 'h4', color: 'text.primary' },
            // A callback gets the theme, for values sx cannot express as a token.
            [theme.breakpoints.up('md')]: { p: 3 },
          })}
        >
          <dl style={{ margin: 0 }}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </dl>
        </Box>
      ))}
    </Box>
  );
}
