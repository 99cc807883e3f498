import * as React from 'react';
import { translate, type Translations } from './translations';

const TranslationsContext = React.createContext<Translations | undefined>(undefined);

export function TranslationsProvider({ translations, children }: { translations?: Translations; children: React.ReactNode }) {
  return <TranslationsContext.Provider value={translations}>{children}</TranslationsContext.Provider>;
}

export function useTranslate(): (key: string) => string {
  const translations = React.useContext(TranslationsContext);
  return React.useCallback((key: string) => translate(translations, key), [translations]);
}
