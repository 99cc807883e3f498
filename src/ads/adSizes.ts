/** The inline card's greatest height, reserved under a demo before the feed answers. */
export const DEMO_AD_HEIGHT = 100;
