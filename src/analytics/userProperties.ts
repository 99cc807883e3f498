export interface UserProperties {
  codeVariant: string;
  codeStylingVariant: string;
  /** The reader's choice: light, dark or system. */
  colorScheme: string;
  /** What the operating system prefers. */
  colorSchemeOS: 'light' | 'dark';
  devicePixelRatio: number;
  userLanguage: string;
}

const USER_PROPERTY_NAMES: (keyof UserProperties)[] = [
  'codeVariant',
  'codeStylingVariant',
  'colorScheme',
  'colorSchemeOS',
  'devicePixelRatio',
  'userLanguage',
];

/**
 * Takes property updates from several sources and sends the full set once every property is
 * known, then again only when one of them changes. An undefined value means "not known yet".
 */
export function createUserPropertiesReporter(send: (properties: UserProperties) => void): (update: Partial<UserProperties>) => void {
  const current: Partial<UserProperties> = {};
  let sent: UserProperties | null = null;
  return (update) => {
    Object.assign(current, update);
    if (USER_PROPERTY_NAMES.some((name) => current[name] === undefined)) {
      return;
    }
    if (sent && USER_PROPERTY_NAMES.every((name) => sent![name] === current[name])) {
      return;
    }
    sent = Object.fromEntries(USER_PROPERTY_NAMES.map((name) => [name, current[name]])) as unknown as UserProperties;
    send(sent);
  };
}

/** Sets the properties sent with every later event (kept out of `gtag.ts`, which every page loads). */
export function sendUserProperties(properties: UserProperties): void {
  window.gtag?.('set', 'user_properties', properties);
}

type MediaWindow = Pick<Window, 'matchMedia' | 'devicePixelRatio'>;

/**
 * Reports the device pixel ratio now and whenever zoom or a move to another screen changes it.
 * A resolution query matches one ratio only, so each change arms a new query for the new ratio.
 */
export function watchDevicePixelRatio(win: MediaWindow, onChange: (ratio: number) => void): () => void {
  let query: MediaQueryList;
  const onQueryChange = () => {
    query.removeEventListener('change', onQueryChange);
    arm();
  };
  const arm = () => {
    onChange(win.devicePixelRatio);
    query = win.matchMedia(`(resolution: ${win.devicePixelRatio}dppx)`);
    query.addEventListener('change', onQueryChange);
  };
  arm();
  return () => query.removeEventListener('change', onQueryChange);
}

/** Reports the operating system's colour scheme now and whenever it changes. */
export function watchOsColorScheme(win: Pick<Window, 'matchMedia'>, onChange: (scheme: 'light' | 'dark') => void): () => void {
  const query = win.matchMedia('(prefers-color-scheme: dark)');
  const report = () => onChange(query.matches ? 'dark' : 'light');
  report();
  query.addEventListener('change', report);
  return () => query.removeEventListener('change', report);
}
