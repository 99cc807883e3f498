import * as React from 'react';
import {
  DEFAULT_CODE_VARIANT,
  CODE_VARIANT_COOKIE,
  getInitialCodeVariant,
  persistCodeVariant,
  readCookie,
  type CodeVariant,
} from '../utils/codeVariant';
import {
  CODE_STYLING_COOKIE,
  DEFAULT_CODE_STYLING,
  getInitialCodeStyling,
  persistCodeStyling,
  type CodeStyling,
} from '../utils/codeStyling';

interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferences | null>(null);

/**
 * The reader's code language and styling. The static render uses the defaults; after mounting,
 * the values come from the URL hash and cookies (the inline script already marked <html> with
 * them, so CSS showed the right variant from the first paint).
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [codeVariant, setVariantState] = React.useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStylingState] = React.useState<CodeStyling>(DEFAULT_CODE_STYLING);

  React.useEffect(() => {
    // Reading the environment after hydration, once: a subscription would be overkill here. In a
    // transition, so the page's parts still waiting for their code keep their server markup
    // (src/components/deferredPart.tsx).
    React.startTransition(() => {
      setVariantState(getInitialCodeVariant(window.location.hash, readCookie(CODE_VARIANT_COOKIE)));
      setStylingState(getInitialCodeStyling(window.location.hash, readCookie(CODE_STYLING_COOKIE)));
    });
  }, []);

  const value = React.useMemo<CodePreferences>(
    () => ({
      codeVariant,
      codeStyling,
      setCodeVariant: (variant) => {
        setVariantState(variant);
        persistCodeVariant(variant);
        document.documentElement.setAttribute('data-code-variant', variant);
      },
      setCodeStyling: (styling) => {
        setStylingState(styling);
        persistCodeStyling(styling);
        document.documentElement.setAttribute('data-code-styling', styling);
      },
    }),
    [codeVariant, codeStyling],
  );
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

export function useCodePreferences(): CodePreferences {
  const value = React.useContext(CodePreferencesContext);
  if (!value) {
    throw new Error('useCodePreferences must be used inside a CodePreferencesProvider');
  }
  return value;
}
