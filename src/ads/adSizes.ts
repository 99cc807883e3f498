/** The space the page block reserves before any ad arrives: taller on phones, where text wraps more. */
export const AD_SLOT_MIN_HEIGHT = { xs: 142, sm: 126 } as const;

/** The inline card's greatest height, reserved under a demo before the feed answers. */
export const DEMO_AD_HEIGHT = 100;
