/** The starting points of the sx editor: each shows one thing the sx prop does beyond plain CSS. */
export const SX_PRESETS = [
  {
    label: 'Theme values',
    text: `{
  // Palette paths, spacing units and the theme's radius
  bgcolor: 'background.paper',
  color: 'text.primary',
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 2,
  p: 2,
  boxShadow: 2,
}`,
  },
  {
    label: 'Responsive',
    text: `{
  // One value per breakpoint: resize the window
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  gap: { xs: 1, md: 3 },
  p: [1, 2, 3],
  bgcolor: 'action.hover',
  borderRadius: 1,
}`,
  },
  {
    label: 'Hover and focus',
    text: `{
  p: 2,
  borderRadius: 1,
  border: 2,
  borderColor: 'divider',
  transition: 'border-color 150ms',
  '&:hover': { borderColor: 'secondary.main' },
  '& > strong': { color: 'primary.main', typography: 'h6' },
}`,
  },
] as const;
