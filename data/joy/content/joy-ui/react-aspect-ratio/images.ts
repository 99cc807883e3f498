// Two small illustrations drawn as inline SVG and used as data: URIs, so the demos need no network.

const landscapeSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fcd9b8"/><stop offset="1" stop-color="#f59e8b"/></linearGradient>
<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b7db1"/><stop offset="1" stop-color="#2c3e66"/></linearGradient>
</defs>
<rect width="600" height="400" fill="url(#sky)"/>
<circle cx="420" cy="150" r="54" fill="#fff4d6"/>
<polygon points="0,300 120,150 210,250 300,120 420,270 520,180 600,260 600,400 0,400" fill="#6b4f7a"/>
<polygon points="0,330 90,240 200,310 330,220 470,320 600,250 600,400 0,400" fill="#3f3356"/>
<rect y="320" width="600" height="80" fill="url(#lake)"/>
<rect x="150" y="345" width="120" height="4" rx="2" fill="#fff4d6" opacity="0.6"/>
<rect x="360" y="360" width="160" height="4" rx="2" fill="#fff4d6" opacity="0.4"/>
</svg>`;

const portraitSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600">
<defs>
<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2544"/><stop offset="1" stop-color="#2f5d8a"/></linearGradient>
</defs>
<rect width="400" height="600" fill="url(#night)"/>
<circle cx="90" cy="90" r="28" fill="#f4f1de"/>
<polygon points="200,200 230,200 250,470 180,470" fill="#f4f1de"/>
<rect x="188" y="260" width="54" height="26" fill="#c8553d"/>
<rect x="184" y="350" width="62" height="26" fill="#c8553d"/>
<rect x="190" y="170" width="50" height="30" fill="#f2cc8f"/>
<polygon points="185,170 215,140 245,170" fill="#c8553d"/>
<polygon points="240,185 400,140 400,230" fill="#f2cc8f" opacity="0.35"/>
<path d="M0 470 Q100 440 200 470 T400 470 V600 H0 Z" fill="#1b3a5c"/>
<path d="M0 520 Q100 495 200 520 T400 520 V600 H0 Z" fill="#14304d"/>
</svg>`;

const toDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A 3:2 mountain lake at dusk. */
export const landscape = toDataUri(landscapeSvg);
/** A 2:3 lighthouse at night. */
export const portrait = toDataUri(portraitSvg);
