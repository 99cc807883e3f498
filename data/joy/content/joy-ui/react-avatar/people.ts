// Sample people for the Avatar demos, with small illustrated portraits drawn as inline SVG
// (data: URIs: the demos load nothing from the network).

type HairStyle = 'short' | 'long' | 'bun' | 'none';

interface PortraitOptions {
  skin: string;
  hair: string;
  shirt: string;
  background: string;
  hairStyle: HairStyle;
}

const hairPaths: Record<HairStyle, string> = {
  short: 'M20 28c0-10 5-15 12-15s12 5 12 15c-2-6-6-8-12-8s-10 2-12 8z',
  long: 'M19 31c0-12 6-18 13-18s13 6 13 18v13h-5V29c-2-4-5-5-8-5s-6 1-8 5v15h-5z',
  bun: 'M20 28c0-10 5-15 12-15s12 5 12 15c-2-6-6-8-12-8s-10 2-12 8zM32 5a5 5 0 1 1 0 10a5 5 0 1 1 0-10z',
  none: '',
};

function portrait({ skin, hair, shirt, background, hairStyle }: PortraitOptions): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><path d="M10 64c0-13 10-21 22-21s22 8 22 21z" fill="${shirt}"/><rect x="27" y="35" width="10" height="11" rx="4" fill="${skin}"/><circle cx="32" cy="28" r="12" fill="${skin}"/>${
    hairPaths[hairStyle] ? `<path d="${hairPaths[hairStyle]}" fill="${hair}"/>` : ''
  }</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface Person {
  name: string;
  initials: string;
  role: string;
  photo: string;
}

export const people: Person[] = [
  {
    name: 'Amara Okafor',
    initials: 'AO',
    role: 'Product designer',
    photo: portrait({ skin: '#8d5524', hair: '#1b1b1b', shirt: '#e07a5f', background: '#f2cc8f', hairStyle: 'bun' }),
  },
  {
    name: 'Lukas Weber',
    initials: 'LW',
    role: 'Backend engineer',
    photo: portrait({ skin: '#f1c27d', hair: '#a0522d', shirt: '#3d5a80', background: '#bde0fe', hairStyle: 'short' }),
  },
  {
    name: 'Sofia Marquez',
    initials: 'SM',
    role: 'Engineering manager',
    photo: portrait({ skin: '#e0ac69', hair: '#3b2219', shirt: '#6a4c93', background: '#cdb4db', hairStyle: 'long' }),
  },
  {
    name: 'Hiroshi Tanaka',
    initials: 'HT',
    role: 'Data analyst',
    photo: portrait({ skin: '#f5d0a9', hair: '#222222', shirt: '#2a9d8f', background: '#caf0f8', hairStyle: 'short' }),
  },
  {
    name: 'Priya Raman',
    initials: 'PR',
    role: 'QA lead',
    photo: portrait({ skin: '#c68642', hair: '#111111', shirt: '#f4a261', background: '#ffe5d9', hairStyle: 'long' }),
  },
  {
    name: 'Jonas Lindqvist',
    initials: 'JL',
    role: 'Frontend engineer',
    photo: portrait({ skin: '#ffdbac', hair: '#e9c46a', shirt: '#264653', background: '#d8f3dc', hairStyle: 'short' }),
  },
  {
    name: 'Fatima Zahra',
    initials: 'FZ',
    role: 'Support specialist',
    photo: portrait({ skin: '#a86b3c', hair: '#2b2b2b', shirt: '#457b9d', background: '#f1faee', hairStyle: 'bun' }),
  },
  {
    name: 'Noah Kim',
    initials: 'NK',
    role: 'Mobile engineer',
    photo: portrait({ skin: '#f3d3b1', hair: '#2d2d2d', shirt: '#e76f51', background: '#fde2e4', hairStyle: 'none' }),
  },
  {
    name: 'Elena Petrova',
    initials: 'EP',
    role: 'Technical writer',
    photo: portrait({ skin: '#fce3d0', hair: '#7b3f00', shirt: '#588157', background: '#e9edc9', hairStyle: 'long' }),
  },
  {
    name: 'Mateo Rossi',
    initials: 'MR',
    role: 'Site reliability',
    photo: portrait({ skin: '#d9a066', hair: '#4a2c1a', shirt: '#1d3557', background: '#e0e1dd', hairStyle: 'short' }),
  },
];
