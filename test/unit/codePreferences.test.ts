import {
  CODE_VARIANT_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  codeVariantFromHash,
  getInitialCodeVariant,
  persistCodeVariant,
} from '../../src/utils/codeVariant';
import { CODE_STYLING_COOKIE, codeStylingFromHash, getInitialCodeStyling, persistCodeStyling } from '../../src/utils/codeStyling';
import { codePreferenceScript } from '../../src/demos/preferenceScript';

describe('cookies', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('store the code language in codeVariant, path /, max-age one year', () => {
    expect(CODE_VARIANT_COOKIE).toBe('codeVariant');
    expect(PREFERENCE_COOKIE_MAX_AGE).toBe(31536000);
    persistCodeVariant('JS');
    expect(written).toEqual(['codeVariant=JS; path=/; max-age=31536000; SameSite=Lax']);
  });

  it('store the code styling in codeStyling, path /, one year', () => {
    expect(CODE_STYLING_COOKIE).toBe('codeStyling');
    persistCodeStyling('Tailwind');
    persistCodeStyling('MUI System');
    expect(written).toEqual([
      'codeStyling=Tailwind; path=/; max-age=31536000; SameSite=Lax',
      'codeStyling=MUI%20System; path=/; max-age=31536000; SameSite=Lax',
    ]);
  });
});

describe('code language on load', () => {
  it.each([
    ['#BasicButtons.tsx', undefined, 'TS'],
    ['#BasicButtons.js', undefined, 'JS'],
    ['#BasicButtons.js', 'TS', 'JS'],
    ['#BasicButtons.tsx', 'JS', 'TS'],
    ['', 'JS', 'JS'],
    ['#some-heading', 'JS', 'JS'],
    ['', undefined, 'TS'],
    ['', 'ts', 'TS'],
    ['', '<script>alert(1)</script>', 'TS'],
    ['#x.jsx', 'Python', 'TS'],
  ])('hash %p, cookie %p → %s', (hash, cookie, expected) => {
    expect(getInitialCodeVariant(hash, cookie)).toBe(expected);
  });

  it('reads only .tsx and .js hashes', () => {
    expect(codeVariantFromHash('#Demo.tsx')).toBe('TS');
    expect(codeVariantFromHash('#Demo.js')).toBe('JS');
    expect(codeVariantFromHash('#Demo.json')).toBeNull();
  });
});

describe('code styling on load', () => {
  it.each([
    ['#tailwind-BoxBasic.tsx', undefined, 'Tailwind'],
    ['#css-BoxBasic.js', 'Tailwind', 'CSS'],
    ['#system-BoxBasic.tsx', 'CSS', 'MUI System'],
    ['#BoxBasic.tsx', 'CSS', 'CSS'],
    ['#tailwind-section', 'CSS', 'CSS'],
    ['', 'Tailwind', 'Tailwind'],
    ['', 'tailwind', 'MUI System'],
    ['', '"><img src=x onerror=alert(1)>', 'MUI System'],
    ['', undefined, 'MUI System'],
  ])('hash %p, cookie %p → %s', (hash, cookie, expected) => {
    expect(getInitialCodeStyling(hash, cookie)).toBe(expected);
  });

  it('ignores the hash unless it ends in .js or .tsx', () => {
    expect(codeStylingFromHash('#tailwind-BoxBasic')).toBeNull();
    expect(codeStylingFromHash('#tailwind-BoxBasic.tsx')).toBe('Tailwind');
  });
});

describe('the inline script agrees with the module functions', () => {
  const cases: [string, string][] = [
    ['', ''],
    ['#Demo.js', ''],
    ['#Demo.tsx', 'codeVariant=JS'],
    ['', 'codeVariant=JS; codeStyling=Tailwind'],
    ['#css-Demo.tsx', 'codeStyling=Tailwind'],
    ['#tailwind-Demo.js', ''],
    ['', 'codeVariant=%3Cb%3E; codeStyling=%E0%A4%A'],
    ['', 'codeStyling=MUI%20System'],
  ];

  it.each(cases)('hash %p, cookies %p', (hash, cookies) => {
    const cookieMap = Object.fromEntries(
      cookies
        .split('; ')
        .filter(Boolean)
        .map((pair) => {
          const [name, value] = pair.split('=');
          let decoded: string | undefined;
          try {
            decoded = decodeURIComponent(value);
          } catch {
            decoded = undefined;
          }
          return [name, decoded];
        }),
    );
    window.location.hash = hash;
    const cookieGetter = jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);
    new Function(codePreferenceScript)();
    cookieGetter.mockRestore();
    const html = document.documentElement;
    expect(html.getAttribute('data-code-variant')).toBe(getInitialCodeVariant(window.location.hash, cookieMap.codeVariant));
    expect(html.getAttribute('data-code-styling')).toBe(getInitialCodeStyling(window.location.hash, cookieMap.codeStyling));
  });
});
