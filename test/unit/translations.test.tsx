import { render, screen } from '@testing-library/react';
import { EN_TRANSLATIONS, translate } from '../../src/i18n/translations';
import { TranslationsProvider, useTranslate } from '../../src/i18n/TranslationsContext';

function Probe({ keys }: { keys: string[] }) {
  const t = useTranslate();
  return <p>{keys.map(t).join('|')}</p>;
}

describe('translations', () => {
  const env = process.env as Record<string, string | undefined>;
  const originalEnv = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = originalEnv;
    jest.restoreAllMocks();
  });

  it('returns the English string of a key', () => {
    expect(translate(EN_TRANSLATIONS, 'editPage')).toBe('Edit this page');
  });

  it('falls back to the key, warning in development', () => {
    env.NODE_ENV = 'development';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(EN_TRANSLATIONS, 'noSuchKey')).toBe('noSuchKey');
    expect(warn).toHaveBeenCalledWith('Missing translation for "noSuchKey"');
  });

  it('falls back silently in production', () => {
    env.NODE_ENV = 'production';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(EN_TRANSLATIONS, 'noSuchKey')).toBe('noSuchKey');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reaches components through the provider', () => {
    render(
      <TranslationsProvider translations={EN_TRANSLATIONS}>
        <Probe keys={['toc', 'nextPage']} />
      </TranslationsProvider>,
    );
    expect(screen.getByText('Contents|Next')).toBeInTheDocument();
  });
});
