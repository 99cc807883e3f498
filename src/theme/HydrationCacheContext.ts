import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The Emotion cache the page was server-rendered and hydrated with (left to right). An island that
 * hydrates after the reader switched to right-to-left must first match that HTML, then mirror.
 */
export const HydrationCacheContext = React.createContext<EmotionCache | null>(null);
