export type Region = 'Africa' | 'Americas' | 'Asia' | 'Europe' | 'Oceania';

export interface Airport {
  code: string;
  city: string;
  name: string;
  country: string;
  region: Region;
}

export const airports: Airport[] = [
  { code: 'ACC', city: 'Accra', name: 'Kotoka International', country: 'Ghana', region: 'Africa' },
  { code: 'ADD', city: 'Addis Ababa', name: 'Bole International', country: 'Ethiopia', region: 'Africa' },
  { code: 'AKL', city: 'Auckland', name: 'Auckland Airport', country: 'New Zealand', region: 'Oceania' },
  { code: 'ATH', city: 'Athens', name: 'Eleftherios Venizelos', country: 'Greece', region: 'Europe' },
  { code: 'BCN', city: 'Barcelona', name: 'Josep Tarradellas El Prat', country: 'Spain', region: 'Europe' },
  { code: 'BKK', city: 'Bangkok', name: 'Suvarnabhumi', country: 'Thailand', region: 'Asia' },
  { code: 'BOG', city: 'Bogotá', name: 'El Dorado International', country: 'Colombia', region: 'Americas' },
  { code: 'CPT', city: 'Cape Town', name: 'Cape Town International', country: 'South Africa', region: 'Africa' },
  { code: 'DEL', city: 'Delhi', name: 'Indira Gandhi International', country: 'India', region: 'Asia' },
  { code: 'DOH', city: 'Doha', name: 'Hamad International', country: 'Qatar', region: 'Asia' },
  { code: 'DSS', city: 'Dakar', name: 'Blaise Diagne International', country: 'Senegal', region: 'Africa' },
  { code: 'DUB', city: 'Dublin', name: 'Dublin Airport', country: 'Ireland', region: 'Europe' },
  { code: 'EDI', city: 'Edinburgh', name: 'Edinburgh Airport', country: 'United Kingdom', region: 'Europe' },
  { code: 'EZE', city: 'Buenos Aires', name: 'Ministro Pistarini (Ezeiza)', country: 'Argentina', region: 'Americas' },
  { code: 'GRU', city: 'São Paulo', name: 'Guarulhos International', country: 'Brazil', region: 'Americas' },
  { code: 'HAN', city: 'Hanoi', name: 'Noi Bai International', country: 'Vietnam', region: 'Asia' },
  { code: 'HBA', city: 'Hobart', name: 'Hobart International', country: 'Australia', region: 'Oceania' },
  { code: 'HEL', city: 'Helsinki', name: 'Helsinki-Vantaa', country: 'Finland', region: 'Europe' },
  { code: 'HND', city: 'Tokyo', name: 'Haneda', country: 'Japan', region: 'Asia' },
  { code: 'ICN', city: 'Seoul', name: 'Incheon International', country: 'South Korea', region: 'Asia' },
  { code: 'KEF', city: 'Reykjavík', name: 'Keflavík International', country: 'Iceland', region: 'Europe' },
  { code: 'KRK', city: 'Kraków', name: 'John Paul II International', country: 'Poland', region: 'Europe' },
  { code: 'KTM', city: 'Kathmandu', name: 'Tribhuvan International', country: 'Nepal', region: 'Asia' },
  { code: 'LIM', city: 'Lima', name: 'Jorge Chávez International', country: 'Peru', region: 'Americas' },
  { code: 'LIS', city: 'Lisbon', name: 'Humberto Delgado', country: 'Portugal', region: 'Europe' },
  { code: 'MEL', city: 'Melbourne', name: 'Tullamarine', country: 'Australia', region: 'Oceania' },
  { code: 'MEX', city: 'Mexico City', name: 'Benito Juárez International', country: 'Mexico', region: 'Americas' },
  { code: 'MSY', city: 'New Orleans', name: 'Louis Armstrong International', country: 'United States', region: 'Americas' },
  { code: 'NAN', city: 'Nadi', name: 'Nadi International', country: 'Fiji', region: 'Oceania' },
  { code: 'NBO', city: 'Nairobi', name: 'Jomo Kenyatta International', country: 'Kenya', region: 'Africa' },
  { code: 'OSL', city: 'Oslo', name: 'Gardermoen', country: 'Norway', region: 'Europe' },
  { code: 'PRG', city: 'Prague', name: 'Václav Havel', country: 'Czechia', region: 'Europe' },
  { code: 'RAK', city: 'Marrakesh', name: 'Menara', country: 'Morocco', region: 'Africa' },
  { code: 'SCL', city: 'Santiago', name: 'Arturo Merino Benítez', country: 'Chile', region: 'Americas' },
  { code: 'SEA', city: 'Seattle', name: 'Seattle–Tacoma International', country: 'United States', region: 'Americas' },
  { code: 'SIN', city: 'Singapore', name: 'Changi', country: 'Singapore', region: 'Asia' },
  { code: 'TPE', city: 'Taipei', name: 'Taoyuan International', country: 'Taiwan', region: 'Asia' },
  { code: 'VIE', city: 'Vienna', name: 'Vienna International', country: 'Austria', region: 'Europe' },
  { code: 'YUL', city: 'Montréal', name: 'Trudeau International', country: 'Canada', region: 'Americas' },
  { code: 'YVR', city: 'Vancouver', name: 'Vancouver International', country: 'Canada', region: 'Americas' },
  { code: 'ZRH', city: 'Zürich', name: 'Zürich Airport', country: 'Switzerland', region: 'Europe' },
];

export const departments = [
  'Customer support',
  'Data engineering',
  'Design',
  'Facilities',
  'Finance',
  'Legal',
  'Marketing',
  'People operations',
  'Procurement',
  'Product management',
  'Quality assurance',
  'Research',
  'Sales',
  'Security',
];

export interface Person {
  name: string;
  team: string;
  color: 'primary' | 'neutral' | 'danger' | 'success' | 'warning';
}

export const people: Person[] = [
  { name: 'Ama Owusu', team: 'Platform', color: 'primary' },
  { name: 'Bruno Castellanos', team: 'Mobile', color: 'success' },
  { name: 'Chiara Benedetti', team: 'Design', color: 'warning' },
  { name: 'Dmitri Volkov', team: 'Platform', color: 'danger' },
  { name: 'Elif Şahin', team: 'Data', color: 'neutral' },
  { name: 'Farida Nasser', team: 'Mobile', color: 'primary' },
  { name: 'Gabriel Okonkwo', team: 'Security', color: 'success' },
  { name: 'Hana Kobayashi', team: 'Design', color: 'warning' },
  { name: 'Ivan Petrović', team: 'Data', color: 'danger' },
  { name: 'Júlia Moreira', team: 'Security', color: 'neutral' },
];

export function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}
