import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Inline SVG portraits, so the demo needs no image host. In an app, `src` is usually a URL.
function portrait(background: string, skin: string, hair: string, shirt: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><path d="M10 64c0-13 10-21 22-21s22 8 22 21z" fill="${shirt}"/><circle cx="32" cy="28" r="13" fill="${skin}"/><path d="M18 28c0-10 6-16 14-16s14 6 14 16c-3-6-8-8-14-8s-11 2-14 8z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const people = [
  { name: 'Amara Okafor', src: portrait('#b3e5fc', '#8d5524', '#1b1b1b', '#00796b') },
  { name: 'Lukas Brandt', src: portrait('#ffe0b2', '#f1c27d', '#a1662f', '#3949ab') },
  { name: 'Mei Tanaka', src: portrait('#e1bee7', '#e0ac69', '#2b1d14', '#c2185b') },
];

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </Stack>
  );
}
